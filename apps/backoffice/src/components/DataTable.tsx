import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { CSV_MAX_ROWS, downloadText, toCsv } from './csv';
import { LoadingRows } from './LoadingRows';

/** A column: TanStack Table's definition plus what the CSV needs (its header text and the cell's plain value) and alignment. */
export type DataColumn<T> = ColumnDef<T, unknown> & {
  id: string;
  header: string;
  /** The cell's value in the CSV file (plain text, no markup). */
  csv: (row: T) => unknown;
  numeric?: boolean;
};

export interface DataTableProps<T> {
  /** The table's accessible name (its caption). */
  caption: string;
  columns: DataColumn<T>[];
  rows: T[] | undefined;
  total: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  loading: boolean;
  error?: string | null;
  rowKey: (row: T) => string;
  /** Server-side sorting, where the endpoint takes it (`sortable` columns only). */
  sorting?: SortingState;
  onSorting?: OnChangeFn<SortingState>;
  /** All rows of the current filters for the CSV, fetched page by page (at most CSV_MAX_ROWS). None: no export button. */
  exportRows?: () => Promise<T[]>;
  csvName?: string;
  /** Columns of the CSV only, after the table's (facts a cell shows stacked under another, e.g. a time under its order). */
  csvOnly?: Array<{ header: string; csv: (row: T) => unknown }>;
}

/**
 * Every list of the back office: TanStack Table (headless) drawing a plain, captioned <table>, paging,
 * sorting and filters done by the server (the list's query), and an export of the filtered list as CSV.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, total, page, size, onPage, loading, error, caption, rowKey, sorting, onSorting, exportRows, csvName, csvOnly = [] } = props;
  const [exporting, setExporting] = useState<string | null>(null);
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualPagination: true,
    manualSorting: true,
    enableSorting: Boolean(onSorting),
    state: { sorting: sorting ?? [] },
    onSortingChange: onSorting,
    rowCount: total,
  });
  const pages = Math.max(1, Math.ceil(total / size));

  const exportCsv = async () => {
    if (!exportRows) return;
    setExporting(t('table.exporting'));
    try {
      const all = await exportRows();
      const csvColumns = [...columns, ...csvOnly];
      downloadText(`${csvName ?? 'export'}.csv`, toCsv(csvColumns.map((column) => column.header), all.map((row) => csvColumns.map((column) => column.csv(row)))));
      setExporting(null);
    } catch {
      setExporting(t('table.exportFailed'));
    }
  };

  return (
    <div>
      {exportRows && (
        <div className="bo-toolbar">
          <button type="button" className="bo-button bo-button--ghost" onClick={() => void exportCsv()} disabled={total === 0 || total > CSV_MAX_ROWS}>
            {t('table.exportCsv')}
          </button>
          {total > CSV_MAX_ROWS && <span>{t('table.tooMany', { max: CSV_MAX_ROWS })}</span>}
          {exporting && <span role="status">{exporting}</span>}
        </div>
      )}
      {error ? (
        <p className="bo-error" role="alert">
          {error}
        </p>
      ) : loading && !rows ? (
        <LoadingRows label={t('loading')} />
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption className="bo-visually-hidden">{caption}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const column = header.column.columnDef as DataColumn<T>;
                    const sorted = header.column.getIsSorted();
                    return (
                      <th key={header.id} scope="col" className={column.numeric ? 'bo-num' : undefined} aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}>
                        {header.column.getCanSort() ? (
                          <button type="button" className="bo-sort" onClick={header.column.getToggleSortingHandler()}>
                            {column.header}
                            <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                          </button>
                        ) : (
                          column.header
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length}>{t('table.empty')}</td>
                </tr>
              ) : (
                table.getRowModel().rows.map((row) => (
                  <tr key={row.id}>
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className={(cell.column.columnDef as DataColumn<T>).numeric ? 'bo-num' : undefined}>
                        {flexRender(cell.column.columnDef.cell ?? ((context) => String(context.getValue() ?? '')), cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <nav className="bo-pager" aria-label={t('table.pages', { caption })}>
        <button type="button" className="bo-button bo-button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('table.previous')}
        </button>
        <span>{t('table.pageOf', { page, pages, total })}</span>
        <button type="button" className="bo-button bo-button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('table.next')}
        </button>
      </nav>
    </div>
  );
}

/** Fetches every page of a list (pages of `size`) for an export, up to CSV_MAX_ROWS rows. */
export async function allPages<T>(fetchPage: (page: number, size: number) => Promise<{ records: T[]; total: number }>, size = 200): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < CSV_MAX_ROWS; page += 1) {
    const answer = await fetchPage(page, size);
    rows.push(...answer.records);
    if (answer.records.length < size || rows.length >= answer.total) break;
  }
  return rows.slice(0, CSV_MAX_ROWS);
}

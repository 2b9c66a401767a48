import { DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { BarChart, type BarChartProps } from './BarChart';
import { TableScroll } from './TableScroll';

interface Props<T> {
  /** The chart, or null while there is nothing to chart; its description names the table beside it. */
  chart: Omit<BarChartProps, 'description'> | null;
  caption: string;
  columns: DataColumn<T>[];
  /** The report's rows with its total last; undefined while loading. */
  rows: T[] | undefined;
  loading: boolean;
  error: string | null;
  rowKey: (row: T) => string;
  csvName: string;
}

/**
 * A report's chart beside its table (issue 38): the table is the chart's text alternative, every row on one page
 * (a report answers whole), exported as the screen shows it.
 */
export function ChartBesideTable<T>({ chart, caption, columns, rows, loading, error, rowKey, csvName }: Props<T>) {
  const { t } = useTranslation('reports');
  return (
    <div className="bo-report-grid">
      {chart && <BarChart {...chart} description={t('chartBeside', { caption })} />}
      <TableScroll label={caption}>
        <DataTable
          caption={caption}
          columns={columns}
          rows={rows}
          total={rows?.length ?? 0}
          page={1}
          size={Math.max(1, rows?.length ?? 1)}
          onPage={() => undefined}
          loading={loading}
          error={error}
          rowKey={rowKey}
          exportRows={async () => rows ?? []}
          csvName={csvName}
        />
      </TableScroll>
    </div>
  );
}

import type { StaffQueueKind } from '@site/contract/api/staff-queues';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBackoffice } from '../../app/store';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { queueErrorText } from './queueError';

/** Items per page of a queue (photos make a card's or an ID's row tall). */
export const QUEUE_PAGE_SIZE = 20;

type Page<T> = { records: T[]; total: number };

export interface QueueTableProps<T> {
  kind: StaffQueueKind;
  columns: DataColumn<T>[];
  list: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  /** One page of the queue, for the CSV export of the whole queue. */
  fetchPage: (page: number, size: number) => Promise<Page<T>>;
  rowKey: (row: T) => string;
  /** Facts a cell shows stacked under another, given columns of their own in the CSV. */
  csvOnly?: Array<{ header: string; csv: (row: T) => unknown }>;
}

/**
 * A queue's page: its title and what it is for, then the DataTable with the server's paging and the CSV export.
 * A page emptied by decisions (its items left) moves back to the last page there is.
 */
export function QueueTable<T>({ kind, columns, list, page, onPage, fetchPage, rowKey, csvOnly }: QueueTableProps<T>) {
  const { t } = useTranslation('queues');
  const language = useBackoffice((state) => state.language);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  useEffect(() => {
    if (list.data && page > pages) onPage(pages);
  }, [list.data, page, pages, onPage]);

  return (
    <section className="bo-page" aria-labelledby={`bo-queue-${kind}`}>
      <h1 id={`bo-queue-${kind}`}>{t(`${kind}.title`)}</h1>
      <p className="bo-intro">{t(`${kind}.intro`)}</p>
      <DataTable
        caption={t(`${kind}.caption`)}
        columns={columns}
        rows={list.data?.records}
        total={total}
        page={page}
        size={QUEUE_PAGE_SIZE}
        onPage={onPage}
        loading={list.isPending}
        error={list.isError ? (queueErrorText(list.error, t, language) ?? t('errors.loadFailed')) : null}
        rowKey={rowKey}
        exportRows={() => allPages(fetchPage)}
        csvName={t(`${kind}.csv`)}
        csvOnly={csvOnly}
      />
    </section>
  );
}

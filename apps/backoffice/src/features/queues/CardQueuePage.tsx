import type { TFunction } from '@site/client/translator';
import { useMemo, useState } from 'react';
import { useApproveCard } from '../../api/useApproveCard';
import { fetchCardQueue, useCardQueue, type CardQueueItem } from '../../api/useCardQueue';
import { useRejectCard } from '../../api/useRejectCard';
import { useBackoffice } from '../../app/store';
import type { DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { itemColumn, playerColumn } from './columns';
import { ItemHandling } from './ItemHandling';
import { QueuePhotos } from './QueuePhoto';
import { QUEUE_PAGE_SIZE, QueueTable } from './QueueTable';

function CardHandling({ item }: { item: CardQueueItem }) {
  const { t } = useTranslation('queues');
  const approve = useApproveCard();
  const reject = useRejectCard();
  const itemId = String(item.id);
  const label = `${item.bank} ${item.cardNo}`;
  return (
    <ItemHandling
      kind="card"
      itemId={itemId}
      itemLabel={label}
      claim={item.claim}
      decisions={[{ id: 'approve', label: t('actions.approve'), run: () => approve.mutateAsync({ itemId }), done: () => t('done.approved', { item: label }) }]}
      reject={{ run: (reason) => reject.mutateAsync({ itemId, reason }), done: t('done.rejected', { item: label }) }}
    />
  );
}

function cardColumns(t: TFunction, language: string): DataColumn<CardQueueItem>[] {
  // The server lists a card's photos in this order: the ID's front and back, then the passbook cover or card.
  const labels = [t('photoLabels.idFront'), t('photoLabels.idBack'), t('photoLabels.cover')];
  return [
    itemColumn<CardQueueItem>(t, language, (item) => item.id, (item) => item.createdAt),
    playerColumn<CardQueueItem>(t),
    {
      id: 'card',
      header: t('columns.card'),
      csv: (item) => `${item.bank} ${item.branch} ${item.cardNo}`,
      cell: ({ row }) => (
        <dl className="bo-facts">
          <dt>{t('columns.bank')}</dt>
          <dd>{row.original.bank}</dd>
          <dt>{t('columns.branch')}</dt>
          <dd>{row.original.branch}</dd>
          <dt>{t('columns.cardNo')}</dt>
          <dd className="bo-mono">{row.original.cardNo}</dd>
        </dl>
      ),
    },
    { id: 'photos', header: t('columns.photos'), csv: (item) => item.photos.length, cell: ({ row }) => <QueuePhotos photos={row.original.photos} labels={labels} account={row.original.account} /> },
    { id: 'handling', header: t('columns.handling'), csv: (item) => item.claim?.name ?? '', cell: ({ row }) => <CardHandling item={row.original} /> },
  ];
}

/** Risk: bank cards under review, the number compared with its photos, approved or rejected with a reason. */
export default function CardQueuePage() {
  const { t } = useTranslation('queues');
  const language = useBackoffice((state) => state.language);
  const [page, setPage] = useState(1);
  const list = useCardQueue(page, QUEUE_PAGE_SIZE);
  const columns = useMemo(() => cardColumns(t, language), [t, language]);
  return <QueueTable kind="card" columns={columns} list={list} page={page} onPage={setPage} fetchPage={fetchCardQueue} rowKey={(item) => String(item.id)} />;
}

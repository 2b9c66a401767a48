import type { TFunction } from '@site/client/translator';
import { useMemo, useState } from 'react';
import { useApproveIdCard } from '../../api/useApproveIdCard';
import { fetchIdCardQueue, useIdCardQueue, type IdCardQueueItem } from '../../api/useIdCardQueue';
import { useRejectIdCard } from '../../api/useRejectIdCard';
import { useBackoffice } from '../../app/store';
import type { DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { itemColumn, playerColumn } from './columns';
import { ItemHandling } from './ItemHandling';
import { QueuePhotos } from './QueuePhoto';
import { QUEUE_PAGE_SIZE, QueueTable } from './QueueTable';

function IdCardHandling({ item }: { item: IdCardQueueItem }) {
  const { t } = useTranslation('queues');
  const approve = useApproveIdCard();
  const reject = useRejectIdCard();
  const itemId = String(item.id);
  const label = `${item.realName} ${item.idNumber}`;
  return (
    <ItemHandling
      kind="idcard"
      itemId={itemId}
      itemLabel={label}
      claim={item.claim}
      decisions={[{ id: 'approve', label: t('actions.approve'), run: () => approve.mutateAsync({ itemId }), done: () => t('done.approved', { item: label }) }]}
      reject={{ run: (reason) => reject.mutateAsync({ itemId, reason }), done: t('done.rejected', { item: label }) }}
    />
  );
}

function idCardColumns(t: TFunction, language: string): DataColumn<IdCardQueueItem>[] {
  const labels = [t('photoLabels.idFront'), t('photoLabels.idBack')];
  return [
    itemColumn<IdCardQueueItem>(t, language, (item) => item.id, (item) => item.submittedAt),
    playerColumn<IdCardQueueItem>(t),
    { id: 'realName', header: t('columns.realName'), csv: (item) => item.realName, cell: ({ row }) => row.original.realName },
    { id: 'idNumber', header: t('columns.idNumber'), csv: (item) => item.idNumber, cell: ({ row }) => <span className="bo-mono">{row.original.idNumber}</span> },
    { id: 'photos', header: t('columns.photos'), csv: (item) => item.photos.length, cell: ({ row }) => <QueuePhotos photos={row.original.photos} labels={labels} account={row.original.account} /> },
    { id: 'handling', header: t('columns.handling'), csv: (item) => item.claim?.name ?? '', cell: ({ row }) => <IdCardHandling item={row.original} /> },
  ];
}

/** Risk: ID verifications under review, the name and number compared with the photos, approved or rejected with a reason. */
export default function IdCardQueuePage() {
  const { t } = useTranslation('queues');
  const language = useBackoffice((state) => state.language);
  const [page, setPage] = useState(1);
  const list = useIdCardQueue(page, QUEUE_PAGE_SIZE);
  const columns = useMemo(() => idCardColumns(t, language), [t, language]);
  return <QueueTable kind="idcard" columns={columns} list={list} page={page} onPage={setPage} fetchPage={fetchIdCardQueue} rowKey={(item) => String(item.id)} />;
}

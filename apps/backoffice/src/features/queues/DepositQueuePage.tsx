import type { TFunction } from '@site/client/translator';
import { useMemo, useState } from 'react';
import { useApproveDeposit } from '../../api/useApproveDeposit';
import { fetchDepositQueue, useDepositQueue, type DepositQueueItem } from '../../api/useDepositQueue';
import { useRejectDeposit } from '../../api/useRejectDeposit';
import { useBackoffice } from '../../app/store';
import type { DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { playerColumn } from './columns';
import { formatMoney, formatTime } from './format';
import { ItemHandling } from './ItemHandling';
import { QUEUE_PAGE_SIZE, QueueTable } from './QueueTable';

/** What the player gave to pay: the card the transfer comes from and the bound one, the USDT hash, or the store code. */
function PaymentDetails({ item }: { item: DepositQueueItem }) {
  const { t } = useTranslation('queues');
  return (
    <div className="bo-stack">
      {item.method === 'bank' && (
        <>
          <span className="bo-nowrap">{item.boundCard ? t('payment.boundCard', { card: item.boundCard }) : t('payment.noBoundCard')}</span>
          {item.fromCard && <span className="bo-nowrap">{t('payment.fromCard', { card: item.fromCard })}</span>}
        </>
      )}
      {item.txHash && (
        <span>
          {t('payment.txHash')}
          <code className="bo-hash">{item.txHash}</code>
        </span>
      )}
      {item.paymentCode && <span>{t('payment.paymentCode', { code: item.paymentCode })}</span>}
      <span className="bo-muted">{t('payment.channel', { channel: item.channel })}</span>
    </div>
  );
}

function DepositHandling({ item }: { item: DepositQueueItem }) {
  const { t } = useTranslation('queues');
  const approve = useApproveDeposit();
  const reject = useRejectDeposit();
  const itemId = item.orderNo;
  return (
    <ItemHandling
      kind="deposit"
      itemId={itemId}
      itemLabel={itemId}
      claim={item.claim}
      decisions={[{ id: 'approve', label: t('actions.approve'), run: () => approve.mutateAsync({ itemId }), done: () => t('done.approved', { item: itemId }) }]}
      reject={{ run: (reason) => reject.mutateAsync({ itemId, reason }), done: t('done.rejected', { item: itemId }) }}
    />
  );
}

function depositColumns(t: TFunction, language: string): DataColumn<DepositQueueItem>[] {
  const method = (item: DepositQueueItem) => t(`methods.${item.method}`, { defaultValue: item.method });
  return [
    {
      id: 'order',
      header: t('columns.order'),
      csv: (item) => item.orderNo,
      cell: ({ row }) => (
        <span className="bo-stack">
          <span className="bo-mono">{row.original.orderNo}</span>
          <span className="bo-muted">{formatTime(row.original.createdAt, language)}</span>
        </span>
      ),
    },
    playerColumn<DepositQueueItem>(t),
    { id: 'method', header: t('columns.method'), csv: method, cell: ({ row }) => <span className="bo-nowrap">{method(row.original)}</span> },
    {
      id: 'amount',
      header: t('columns.amount'),
      numeric: true,
      csv: (item) => `${item.amount} ${item.currency}`,
      cell: ({ row }) => <span className="bo-nowrap">{`${formatMoney(row.original.amount)} ${row.original.currency}`}</span>,
    },
    {
      id: 'payment',
      header: t('columns.payment'),
      csv: (item) => [item.boundCard, item.fromCard, item.txHash, item.paymentCode].filter(Boolean).join(' '),
      cell: ({ row }) => <PaymentDetails item={row.original} />,
    },
    { id: 'handling', header: t('columns.handling'), csv: (item) => item.claim?.name ?? '', cell: ({ row }) => <DepositHandling item={row.original} /> },
  ];
}

/** Finance: deposits waiting to be credited, each claimed, then approved or rejected with a reason. */
export default function DepositQueuePage() {
  const { t } = useTranslation('queues');
  const language = useBackoffice((state) => state.language);
  const [page, setPage] = useState(1);
  const list = useDepositQueue(page, QUEUE_PAGE_SIZE);
  const columns = useMemo(() => depositColumns(t, language), [t, language]);
  const csvOnly = useMemo(() => [{ header: t('columns.created'), csv: (item: DepositQueueItem) => item.createdAt }], [t]);
  return <QueueTable kind="deposit" columns={columns} list={list} page={page} onPage={setPage} fetchPage={fetchDepositQueue} rowKey={(item) => item.orderNo} csvOnly={csvOnly} />;
}

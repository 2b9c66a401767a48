import type { TFunction } from '@site/client/translator';
import { useMemo, useState } from 'react';
import { useMe } from '../../api/useMe';
import { useApproveWithdrawal } from '../../api/useApproveWithdrawal';
import { useMarkWithdrawalPaid } from '../../api/useMarkWithdrawalPaid';
import { useRejectWithdrawal } from '../../api/useRejectWithdrawal';
import { fetchWithdrawQueue, useWithdrawQueue, type WithdrawQueueItem } from '../../api/useWithdrawQueue';
import { useBackoffice } from '../../app/store';
import type { DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney, formatTime } from './format';
import { ItemHandling, type QueueDecision } from './ItemHandling';
import { QUEUE_PAGE_SIZE, QueueTable } from './QueueTable';

/** A warning of the contract in words: 'linked:<account id>:<kind+kind>', 'withdrawLocked', 'withdrawClosed'. */
export function warningText(warning: string, t: TFunction): string {
  const [kind, account, kinds] = warning.split(':');
  if (kind === 'linked' && account) {
    const named = (kinds ?? '').split('+').filter(Boolean).map((k) => t(`linkKinds.${k}`, { defaultValue: k }));
    return t('warnings.linked', { account, kinds: named.join('、') });
  }
  return t(`warnings.${warning}`, { defaultValue: warning });
}

function Approvals({ item }: { item: WithdrawQueueItem }) {
  const { t } = useTranslation('queues');
  const language = useBackoffice((state) => state.language);
  return (
    <div className="bo-stack">
      {item.fourEyes && <span className="bo-badge bo-badge--warn">{t('withdrawal.fourEyes')}</span>}
      {item.approvals.length === 0 ? (
        <span className="bo-muted">{t('withdrawal.noApprovals')}</span>
      ) : (
        <ul className="bo-list">
          {item.approvals.map((approval) => (
            <li key={`${approval.step}-${approval.at}`}>
              {t('withdrawal.approval', {
                name: approval.name.replace(/^staff:/, ''),
                step: t(`withdrawal.steps.${approval.step}`, { defaultValue: approval.step }),
                at: formatTime(approval.at, language),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WithdrawHandling({ item }: { item: WithdrawQueueItem }) {
  const { t } = useTranslation('queues');
  const me = useMe();
  const approve = useApproveWithdrawal();
  const paid = useMarkWithdrawalPaid();
  const reject = useRejectWithdrawal();
  const itemId = item.orderNo;
  const decisions: QueueDecision[] =
    item.status === 'withdrawing'
      ? [{ id: 'paid', label: t('actions.paid'), run: () => paid.mutateAsync({ itemId }), done: () => t('done.paid', { item: itemId }) }]
      : [
          {
            id: 'approve',
            label: t('actions.approve'),
            run: () => approve.mutateAsync({ itemId }),
            done: (answer) => t('done.stepped', { item: itemId, status: t(`statuses.${(answer as { status: string }).status}`, { defaultValue: (answer as { status: string }).status }) }),
          },
        ];
  // Four eyes: the member who took the first step is told before trying that the second is another member's.
  const firstByMe = item.approvals.some((approval) => approval.step === 'processing' && approval.staffId !== null && approval.staffId === me.data?.id);
  const note = item.fourEyes && item.status === 'reviewing' && firstByMe ? <p className="bo-hint">{t('withdrawal.secondNeeded')}</p> : null;
  return (
    <ItemHandling
      kind="withdraw"
      itemId={itemId}
      itemLabel={itemId}
      claim={item.claim}
      decisions={decisions}
      reject={{ run: (reason) => reject.mutateAsync({ itemId, reason }), done: t('done.rejected', { item: itemId }) }}
      note={note}
    />
  );
}

function withdrawColumns(t: TFunction, language: string): DataColumn<WithdrawQueueItem>[] {
  const status = (item: WithdrawQueueItem) => t(`statuses.${item.status}`, { defaultValue: item.status });
  const wagering = (item: WithdrawQueueItem) =>
    Number(item.wagering.remaining) > 0
      ? t('withdrawal.wageringLeft', { remaining: formatMoney(item.wagering.remaining), required: formatMoney(item.wagering.required), done: formatMoney(item.wagering.done) })
      : t('withdrawal.wageringDone');
  return [
    {
      id: 'order',
      header: t('columns.order'),
      csv: (item) => item.orderNo,
      cell: ({ row }) => (
        <span className="bo-stack">
          <span className="bo-mono">{row.original.orderNo}</span>
          <span className="bo-muted">{formatTime(row.original.createdAt, language)}</span>
          <span className="bo-badge">{status(row.original)}</span>
        </span>
      ),
    },
    {
      id: 'player',
      header: t('columns.player'),
      csv: (item) => item.account,
      cell: ({ row }) => (
        <span className="bo-stack">
          {row.original.account}
          <span className="bo-muted">#{row.original.playerId}</span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('columns.amount'),
      numeric: true,
      csv: (item) => `${item.amount} ${item.currency}`,
      cell: ({ row }) => {
        const item = row.original;
        return (
          <span className="bo-stack">
            <strong>{`${formatMoney(item.amount)} ${item.currency}`}</strong>
            <span className="bo-muted">{t('withdrawal.fee', { fee: formatMoney(item.fee) })}</span>
            {item.parts.length > 1 && <span className="bo-muted">{t('withdrawal.parts', { count: item.parts.length, parts: item.parts.map(formatMoney).join(' + ') })}</span>}
          </span>
        );
      },
    },
    {
      id: 'destination',
      header: t('columns.destination'),
      csv: (item) => `${item.method} ${item.destination}`,
      cell: ({ row }) => (
        <span className="bo-stack">
          {t(`methods.${row.original.method}`, { defaultValue: row.original.method })}
          <span className="bo-mono">{row.original.destination}</span>
        </span>
      ),
    },
    { id: 'wagering', header: t('columns.wagering'), csv: wagering, cell: ({ row }) => wagering(row.original) },
    {
      id: 'warnings',
      header: t('columns.warnings'),
      csv: (item) => item.warnings.map((w) => warningText(w, t)).join('; '),
      cell: ({ row }) =>
        row.original.warnings.length === 0 ? (
          <span className="bo-muted">{t('withdrawal.noWarnings')}</span>
        ) : (
          <ul className="bo-list">
            {row.original.warnings.map((warning) => (
              <li key={warning}>
                <span className="bo-badge bo-badge--danger">{warningText(warning, t)}</span>
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'approvals',
      header: t('columns.approvals'),
      csv: (item) => item.approvals.map((a) => `${a.name} ${a.step} ${a.at}`).join('; '),
      cell: ({ row }) => <Approvals item={row.original} />,
    },
    { id: 'handling', header: t('columns.handling'), csv: (item) => item.claim?.name ?? '', cell: ({ row }) => <WithdrawHandling item={row.original} /> },
  ];
}

/** Finance: withdrawals through their steps (review, second review, payout); four eyes above the configured amount. */
export default function WithdrawQueuePage() {
  const { t } = useTranslation('queues');
  const language = useBackoffice((state) => state.language);
  const [page, setPage] = useState(1);
  const list = useWithdrawQueue(page, QUEUE_PAGE_SIZE);
  const columns = useMemo(() => withdrawColumns(t, language), [t, language]);
  return <QueueTable kind="withdraw" columns={columns} list={list} page={page} onPage={setPage} fetchPage={fetchWithdrawQueue} rowKey={(item) => item.orderNo} />;
}

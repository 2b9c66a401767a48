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

function Warnings({ warnings }: { warnings: readonly string[] }) {
  const { t } = useTranslation('queues');
  if (warnings.length === 0) return null;
  return (
    <ul className="bo-list" aria-label={t('columns.warnings')}>
      {warnings.map((warning) => (
        <li key={warning}>
          <span className="bo-tag bo-tag--danger">{warningText(warning, t)}</span>
        </li>
      ))}
    </ul>
  );
}

function Approvals({ item }: { item: WithdrawQueueItem }) {
  const { t } = useTranslation('queues');
  const language = useBackoffice((state) => state.language);
  return (
    <div className="bo-stack">
      {item.fourEyes && <span className="bo-tag bo-tag--warn">{t('withdrawal.fourEyes')}</span>}
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

/** The player's open wagering in words: met, or what is left of what. */
function wageringText(item: WithdrawQueueItem, t: TFunction): string {
  return Number(item.wagering.remaining) > 0
    ? t('withdrawal.wageringLeft', { remaining: formatMoney(item.wagering.remaining), required: formatMoney(item.wagering.required), done: formatMoney(item.wagering.done) })
    : t('withdrawal.wageringDone');
}

/** What the cells show stacked, in columns of their own in the CSV. */
function withdrawCsvOnly(t: TFunction) {
  return [
    { header: t('columns.created'), csv: (item: WithdrawQueueItem) => item.createdAt },
    { header: t('columns.status'), csv: (item: WithdrawQueueItem) => item.status },
    { header: t('columns.wagering'), csv: (item: WithdrawQueueItem) => wageringText(item, t) },
    { header: t('columns.warnings'), csv: (item: WithdrawQueueItem) => item.warnings.map((w) => warningText(w, t)).join('; ') },
    { header: t('columns.fee'), csv: (item: WithdrawQueueItem) => item.fee },
    { header: t('columns.parts'), csv: (item: WithdrawQueueItem) => item.parts.join(' + ') },
  ];
}

function withdrawColumns(t: TFunction, language: string): DataColumn<WithdrawQueueItem>[] {
  const status = (item: WithdrawQueueItem) => t(`statuses.${item.status}`, { defaultValue: item.status });
  const wagering = (item: WithdrawQueueItem) => wageringText(item, t);
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
          <span>
            {row.original.account} <span className="bo-muted">#{row.original.playerId}</span>
          </span>
          <span className="bo-muted">{t('withdrawal.wagering', { text: wagering(row.original) })}</span>
          <Warnings warnings={row.original.warnings} />
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
            <strong className="bo-nowrap">{`${formatMoney(item.amount)} ${item.currency}`}</strong>
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
          <span className="bo-mono bo-nowrap">{row.original.destination}</span>
        </span>
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
  const csvOnly = useMemo(() => withdrawCsvOnly(t), [t]);
  return <QueueTable kind="withdraw" columns={columns} list={list} page={page} onPage={setPage} fetchPage={fetchWithdrawQueue} rowKey={(item) => item.orderNo} csvOnly={csvOnly} />;
}

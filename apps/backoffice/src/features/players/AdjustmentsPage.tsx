import type { TFunction } from '@site/client/translator';
import type { Adjustment } from '@site/contract/api/staff-players';
import { useState } from 'react';
import { Link } from 'react-router';
import { fetchAdjustments, useAdjustments } from '../../api/useAdjustments';
import { useMe } from '../../api/useMe';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import './players.css';
import { actionErrorText } from './actionError';
import { DecideDialog } from './DecideDialog';
import { money, when } from './format';

const STATUSES = ['pending', 'done', 'rejected'] as const;
type Status = (typeof STATUSES)[number];
const SIZE = 50;

function columns(t: TFunction, me: string | undefined, decide: (a: Adjustment, approve: boolean) => void): DataColumn<Adjustment>[] {
  return [
    { id: 'id', header: t('adjustments.id'), csv: (a) => a.id, numeric: true, cell: ({ row }) => row.original.id },
    { id: 'requestedAt', header: t('adjustments.requestedAt'), csv: (a) => a.requestedAt, cell: ({ row }) => when(row.original.requestedAt) },
    { id: 'account', header: t('fields.account'), csv: (a) => a.account, cell: ({ row }) => <Link to={`/players/${row.original.playerId}`}>{row.original.account}</Link> },
    { id: 'amount', header: t('adjustments.amount'), csv: (a) => `${a.amount} ${a.currency}`, numeric: true, cell: ({ row }) => money(row.original.amount, row.original.currency) },
    { id: 'reason', header: t('actions.reason'), csv: (a) => a.reason, cell: ({ row }) => row.original.reason },
    { id: 'requestedBy', header: t('adjustments.requestedBy'), csv: (a) => a.requestedBy, cell: ({ row }) => row.original.requestedBy },
    {
      id: 'status', header: t('fields.status'), csv: (a) => a.status,
      cell: ({ row }) => <span className={row.original.status === 'pending' ? 'bo-badge bo-badge--warn' : row.original.status === 'rejected' ? 'bo-badge bo-badge--danger' : 'bo-badge'}>{t(`adjustments.statuses.${row.original.status}`)}</span>,
    },
    { id: 'decidedBy', header: t('adjustments.decidedBy'), csv: (a) => a.decidedBy ?? '', cell: ({ row }) => row.original.decidedBy ?? '' },
    { id: 'reference', header: t('adjustments.reference'), csv: (a) => a.reference ?? '', cell: ({ row }) => <span className="bo-pf-mono">{row.original.reference ?? ''}</span> },
    {
      id: 'decide', header: t('adjustments.decision'), csv: () => '',
      cell: ({ row }) => {
        const a = row.original;
        if (a.status !== 'pending') return null;
        // Four eyes: the requester cannot decide their own adjustment (the server answers 081053 anyway).
        if (a.requestedBy === me) return <span className="bo-pf-muted">{t('adjustments.ownRequest')}</span>;
        return (
          <span className="bo-pf-actions">
            <button type="button" className="bo-button" onClick={() => decide(a, true)} aria-label={t('adjustments.approveOne', { id: a.id, account: a.account })}>{t('adjustments.approve')}</button>
            <button type="button" className="bo-button bo-button--ghost" onClick={() => decide(a, false)} aria-label={t('adjustments.rejectOne', { id: a.id, account: a.account })}>{t('adjustments.reject')}</button>
          </span>
        );
      },
    },
  ];
}

/** Balance adjustments; 'pending' (the default) is the four-eyes queue: a different member approves or rejects each. */
export default function AdjustmentsPage() {
  const { t } = useTranslation('players');
  const me = useMe();
  const [status, setStatus] = useState<Status | ''>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ adjustment: Adjustment; approve: boolean } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const query = { page, size: SIZE, ...(status ? { status } : {}) };
  const list = useAdjustments(query);
  return (
    <section className="bo-page bo-pf-page" aria-labelledby="adjustments-title">
      <h1 id="adjustments-title">{t('adjustments.title')}</h1>
      <p className="bo-pf-muted">{t('adjustments.intro')}</p>
      <div className="bo-toolbar">
        <label className="bo-field">
          <span>{t('fields.status')}</span>
          <select value={status} onChange={(event) => { setStatus(event.target.value as Status | ''); setPage(1); }}>
            {STATUSES.map((s) => <option key={s} value={s}>{t(`adjustments.statuses.${s}`)}</option>)}
            <option value="">{t('adjustments.all')}</option>
          </select>
        </label>
      </div>
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      <DataTable
        caption={t('adjustments.caption')}
        columns={columns(t, me.data?.name, (adjustment, approve) => { setOutcome(null); setDeciding({ adjustment, approve }); })}
        rows={list.data?.records}
        total={list.data?.total ?? 0}
        page={page}
        size={SIZE}
        onPage={setPage}
        loading={list.isFetching}
        error={list.isError ? actionErrorText(list.error, t) : null}
        rowKey={(a) => String(a.id)}
        exportRows={() => allPages((p, size) => fetchAdjustments({ ...query, page: p, size }))}
        csvName={`adjustments-${status || 'all'}`}
      />
      <DecideDialog
        adjustment={deciding?.adjustment ?? null}
        approve={deciding?.approve ?? true}
        onClose={() => setDeciding(null)}
        onDone={(a) => {
          setDeciding(null);
          setOutcome(t(a.status === 'done' ? 'adjustments.approved' : 'adjustments.rejected', { id: a.id, account: a.account, amount: money(a.amount, a.currency) }));
        }}
      />
    </section>
  );
}

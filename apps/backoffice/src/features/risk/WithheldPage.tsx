import type { TFunction } from '@site/client/translator';
import { WITHHELD_STATUSES, type WithheldBonus } from '@site/contract/api/staff-risk';
import { useState } from 'react';
import { Link } from 'react-router';
import { fetchRiskWithheld, useRiskWithheld } from '../../api/useRiskWithheld';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { money, when } from '../players/format';
import { DecideWithheldDialog } from './DecideWithheldDialog';
import { riskErrorText } from './riskError';
import './risk.css';

type Status = (typeof WITHHELD_STATUSES)[number];
const SIZE = 20;
const BADGE: Record<Status, string> = { withheld: 'bo-badge bo-badge--warn', released: 'bo-badge', confirmed: 'bo-badge bo-badge--danger' };

function columns(t: TFunction, decide: (w: WithheldBonus, release: boolean) => void): DataColumn<WithheldBonus>[] {
  return [
    { id: 'at', header: t('withheld.at'), csv: (w) => w.at, cell: ({ row }) => when(row.original.at) },
    { id: 'account', header: t('fields.account'), csv: (w) => w.account, cell: ({ row }) => <Link to={`/players/${row.original.playerId}`}>{row.original.account}</Link> },
    {
      id: 'kind', header: t('withheld.kind'), csv: (w) => `${w.kind} ${w.reference}`,
      cell: ({ row }) => <span className="bo-stack"><span>{t(`withheld.kinds.${row.original.kind}`)}</span><span className="bo-mono">{row.original.reference}</span></span>,
    },
    {
      id: 'linked', header: t('withheld.linkedTo'), csv: (w) => `${w.linkedAccount} (${w.links.join(', ')})`,
      cell: ({ row }) => (
        <span className="bo-stack">
          <Link to={`/risk/linked/${row.original.playerId}`} aria-label={t('withheld.linksOf', { account: row.original.account })}>{row.original.linkedAccount}</Link>
          <span className="bo-muted">{row.original.links.map((l) => t(`via.${l}`)).join(', ')}</span>
        </span>
      ),
    },
    { id: 'amount', header: t('withheld.amount'), numeric: true, csv: (w) => w.amount ?? '', cell: ({ row }) => (row.original.amount === null ? <span className="bo-muted">{t('withheld.noMoney')}</span> : money(row.original.amount, 'NTD')) },
    { id: 'status', header: t('fields.status'), csv: (w) => w.status, cell: ({ row }) => <span className={BADGE[row.original.status]}>{t(`withheld.statuses.${row.original.status}`)}</span> },
    {
      id: 'decision', header: t('withheld.decision'), csv: (w) => [w.decidedBy, w.decidedAt, w.reason].filter(Boolean).join(' '),
      cell: ({ row }) => {
        const w = row.original;
        if (w.status !== 'withheld') return <span className="bo-stack"><span>{w.reason}</span><span className="bo-muted">{w.decidedBy} · {when(w.decidedAt)}</span></span>;
        return (
          <span className="bo-actions">
            <button type="button" className="bo-button" disabled={w.amount === null} onClick={() => decide(w, true)} aria-label={t('withheld.releaseOne', { account: w.account, reference: w.reference })}>{t('withheld.release')}</button>
            <button type="button" className="bo-button bo-button--ghost" onClick={() => decide(w, false)} aria-label={t('withheld.confirmOne', { account: w.account, reference: w.reference })}>{t('withheld.confirm')}</button>
          </span>
        );
      },
    },
  ];
}

/** Bonuses withheld because the player is linked to another account: release (credited) or confirm, each with a reason. */
export default function WithheldPage() {
  const { t } = useTranslation('risk');
  const [status, setStatus] = useState<Status | ''>('withheld');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ item: WithheldBonus; release: boolean } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const query = { page, size: SIZE, ...(status ? { status } : {}) };
  const list = useRiskWithheld(query);
  return (
    <section className="bo-page" aria-labelledby="withheld-title">
      <h1 id="withheld-title">{t('withheld.title')}</h1>
      <p className="bo-intro">{t('withheld.intro')}</p>
      <div className="bo-toolbar">
        <label className="bo-field">
          <span>{t('fields.status')}</span>
          <select value={status} onChange={(event) => { setStatus(event.target.value as Status | ''); setPage(1); }}>
            {WITHHELD_STATUSES.map((s) => <option key={s} value={s}>{t(`withheld.statuses.${s}`)}</option>)}
            <option value="">{t('withheld.all')}</option>
          </select>
        </label>
      </div>
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      <DataTable
        caption={t('withheld.caption')}
        columns={columns(t, (item, release) => { setOutcome(null); setDeciding({ item, release }); })}
        rows={list.data?.records}
        total={list.data?.total ?? 0}
        page={page}
        size={SIZE}
        onPage={setPage}
        loading={list.isFetching}
        error={list.isError ? riskErrorText(list.error, t) : null}
        rowKey={(w) => String(w.id)}
        exportRows={() => allPages((p, size) => fetchRiskWithheld({ ...query, page: p, size }), 100)}
        csvName={`withheld-${status || 'all'}`}
      />
      <DecideWithheldDialog
        item={deciding?.item ?? null}
        release={deciding?.release ?? true}
        onClose={() => setDeciding(null)}
        onDone={(w) => {
          setDeciding(null);
          setOutcome(t(w.status === 'released' ? 'withheld.released' : 'withheld.confirmed', { account: w.account, amount: money(w.amount, 'NTD'), reference: w.reference }));
        }}
      />
    </section>
  );
}

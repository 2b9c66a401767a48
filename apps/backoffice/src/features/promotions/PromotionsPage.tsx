import type { TFunction } from '@site/client/translator';
import { CONTENT_STATES } from '@site/contract/api/staff-content';
import type { StaffPromotion } from '@site/contract/api/staff-promotions';
import { useState } from 'react';
import { usePromotionEnd } from '../../api/usePromotionEnd';
import { fetchPromotionList, usePromotionList } from '../../api/usePromotionList';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { contentErrorText } from '../content/contentError';
import { BrandSelect, ScheduleCell, StateBadge } from '../content/fields';
import { ActionDialog, ReasonField, reasonOk } from '../players/ActionDialog';
import { money } from '../players/format';
import { PromotionEditor, rewardText } from './PromotionEditor';
import { PromotionPlayersDialog } from './PromotionPlayersDialog';
import '../content/content.css';
import '../players/players.css';

const SIZE = 20;
type State = (typeof CONTENT_STATES)[number];

function columns(t: TFunction, act: (p: StaffPromotion, what: 'edit' | 'players' | 'end') => void): DataColumn<StaffPromotion>[] {
  return [
    { id: 'title', header: t('fields.title'), csv: (p) => `${p.titles.TW} (${p.code})`, cell: ({ row }) => <span className="bo-stack"><span>{row.original.titles.TW}</span><span className="bo-muted bo-mono">{row.original.code}</span></span> },
    { id: 'kind', header: t('promotions.kind'), csv: (p) => p.kind, cell: ({ row }) => <span className="bo-stack bo-nowrap"><span>{t(`promotions.kinds.${row.original.kind}`)}</span><span className="bo-muted">{t(`brands.${row.original.brand}`)}</span></span> },
    { id: 'terms', header: t('promotions.terms'), csv: (p) => rewardText(t, p), cell: ({ row }) => rewardText(t, row.original) },
    {
      id: 'budget', header: t('promotions.budget'), numeric: true, csv: (p) => `${p.usage.budgetUsed}/${p.budgetCap ?? ''}`,
      cell: ({ row }) => <span className="bo-stack"><span>{money(row.original.usage.budgetUsed)} / {row.original.budgetCap ? money(row.original.budgetCap) : t('promotions.noCap')}</span><span className="bo-muted">{row.original.perPlayerLimit ? t('promotions.perPlayer', { count: row.original.perPlayerLimit }) : t('promotions.noLimit')}</span></span>,
    },
    { id: 'joined', header: t('promotions.joined'), numeric: true, csv: (p) => `${p.usage.joined}/${p.usage.claimed}`, cell: ({ row }) => t('promotions.joinedClaimed', { joined: row.original.usage.joined, claimed: row.original.usage.claimed }) },
    { id: 'cost', header: t('promotions.cost'), numeric: true, csv: (p) => p.usage.cost, cell: ({ row }) => money(row.original.usage.cost, 'NTD') },
    { id: 'schedule', header: t('fields.schedule'), csv: (p) => `${p.startTime} ${p.endTime}`, cell: ({ row }) => <ScheduleCell t={t} start={row.original.startTime} end={row.original.endTime} /> },
    { id: 'state', header: t('fields.state'), csv: (p) => p.state, cell: ({ row }) => <StateBadge state={row.original.state} /> },
    {
      id: 'actions', header: t('fields.actions'), csv: () => '',
      cell: ({ row }) => {
        const p = row.original;
        return (
          <span className="bo-actions">
            {p.endedAt === null && <button type="button" className="bo-button bo-button--ghost" onClick={() => act(p, 'edit')} aria-label={t('promotions.editOne', { title: p.titles.TW })}>{t('actions.edit')}</button>}
            <button type="button" className="bo-button bo-button--ghost" onClick={() => act(p, 'players')} aria-label={t('promotions.playersOne', { title: p.titles.TW })}>{t('promotions.players')}</button>
            {p.state !== 'ended' && <button type="button" className="bo-button bo-button--danger" onClick={() => act(p, 'end')} aria-label={t('promotions.endOne', { title: p.titles.TW })}>{t('promotions.end')}</button>}
          </span>
        );
      },
    },
  ];
}

/** Promotions: created, edited, scheduled and ended; their budget, who joined and claimed, and what they cost. */
export default function PromotionsPage() {
  const { t } = useTranslation('content');
  const [brand, setBrand] = useState('');
  const [state, setState] = useState<State | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffPromotion | 'new' | null>(null);
  const [players, setPlayers] = useState<StaffPromotion | null>(null);
  const [ending, setEnding] = useState<StaffPromotion | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const end = usePromotionEnd();
  const query = { page, size: SIZE, ...(brand ? { brand: brand as StaffPromotion['brand'] } : {}), ...(state ? { state } : {}) };
  const list = usePromotionList(query);
  const act = (p: StaffPromotion, what: 'edit' | 'players' | 'end') => {
    setOutcome(null);
    if (what === 'edit') setEditing(p);
    else if (what === 'players') setPlayers(p);
    else { setReason(''); setTried(false); end.reset(); setEnding(p); }
  };
  const submitEnd = () => {
    setTried(true);
    if (!ending || !reasonOk(reason)) return;
    end.mutate({ id: ending.id, reason: reason.trim() }, { onSuccess: (p) => { setEnding(null); setOutcome(t('promotions.ended', { title: p.titles.TW })); } });
  };
  return (
    <section className="bo-page bo-content-page" aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('promotions.title')}</h1>
      <p className="bo-intro">{t('promotions.intro')}</p>
      <div className="bo-toolbar">
        <BrandSelect value={brand} onChange={(v) => { setBrand(v); setPage(1); }} every label={t('fields.brandFilter')} />
        <label className="bo-field">
          <span>{t('fields.state')}</span>
          <select value={state} onChange={(e) => { setState(e.target.value as State | ''); setPage(1); }}>
            <option value="">{t('states.all')}</option>
            {CONTENT_STATES.map((s) => <option key={s} value={s}>{t(`states.${s}`)}</option>)}
          </select>
        </label>
        <button type="button" className="bo-button" onClick={() => { setOutcome(null); setEditing('new'); }}>{t('promotions.new')}</button>
      </div>
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      <DataTable
        caption={t('promotions.caption')} columns={columns(t, act)} rows={list.data?.records} total={list.data?.total ?? 0} page={page} size={SIZE} onPage={setPage}
        loading={list.isFetching} error={list.isError ? contentErrorText(list.error, t) : null} rowKey={(p) => String(p.id)}
        exportRows={() => allPages((p, size) => fetchPromotionList({ ...query, page: p, size }), 100)} csvName="promotions"
      />
      {editing && <PromotionEditor promotion={editing} onClose={() => setEditing(null)} onSaved={(p) => { setEditing(null); setOutcome(t('promotions.saved', { title: p.titles.TW, state: t(`states.${p.state}`) })); }} />}
      <PromotionPlayersDialog promotion={players} onClose={() => setPlayers(null)} />
      <ActionDialog
        open={ending !== null} onClose={() => setEnding(null)} title={t('promotions.endTitle', { title: ending?.titles.TW ?? '' })} description={t('promotions.endWhat')}
        submitLabel={t('promotions.end')} danger pending={end.isPending} error={end.isError ? contentErrorText(end.error, t) : null} onSubmit={submitEnd}
      >
        <ReasonField value={reason} onChange={setReason} invalid={tried && !reasonOk(reason)} />
      </ActionDialog>
    </section>
  );
}

import type { TFunction } from '@site/client/translator';
import type { VipLevelChange } from '@site/contract/api/staff-vip-config';
import { useState } from 'react';
import { useCancelVipChange } from '../../api/useCancelVipChange';
import { useVipConfig } from '../../api/useVipConfig';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { catalogueErrorText } from '../catalogue/catalogueError';
import { money, when } from '../players/format';
import { VipLevelDialog, type LevelRow } from './VipLevelDialog';
import '../catalogue/catalogue.css';

const NO_TYPES: ReadonlyArray<{ gameType: number; name: string }> = [];

const rebatesText = (row: { rebates: Array<{ gameType: number; rate: string }> }, names: Map<number, string>) =>
  row.rebates.map((r) => `${names.get(r.gameType) ?? r.gameType} ${r.rate}%`).join(', ');

function levelColumns(t: TFunction, names: Map<number, string>, edit: (row: LevelRow) => void): DataColumn<LevelRow>[] {
  return [
    { id: 'level', header: t('fields.level'), csv: (r) => r.name, cell: ({ row }) => <strong>{row.original.name}</strong> },
    { id: 'rechargeTotal', header: t('fields.rechargeTotal'), numeric: true, csv: (r) => r.rechargeTotal, cell: ({ row }) => money(row.original.rechargeTotal) },
    { id: 'betTotal', header: t('fields.betTotal'), numeric: true, csv: (r) => r.betTotal, cell: ({ row }) => money(row.original.betTotal) },
    { id: 'retentionDays', header: t('fields.retentionDays'), numeric: true, csv: (r) => r.retentionDays, cell: ({ row }) => row.original.retentionDays },
    {
      id: 'gifts', header: t('fields.gifts'), csv: (r) => `${r.birthdayGift}/${r.festivalGift}/${r.levelGift}/${r.redEnvelop}`,
      cell: ({ row }) => <span>{t('giftsText', { birthday: row.original.birthdayGift, festival: row.original.festivalGift, level: row.original.levelGift, red: row.original.redEnvelop })}</span>,
    },
    { id: 'withdraw', header: t('fields.withdraw'), csv: (r) => `${r.withdrawCount} x ${r.withdrawAmount}`, cell: ({ row }) => t('withdrawText', { count: row.original.withdrawCount, amount: money(row.original.withdrawAmount) }) },
    { id: 'rebates', header: t('fields.rebates'), csv: (r) => rebatesText(r, names), cell: ({ row }) => rebatesText(row.original, names) },
    { id: 'actions', header: t('fields.actions'), csv: () => '', cell: ({ row }) => <button type="button" className="bo-button bo-button--ghost bo-nowrap" onClick={() => edit(row.original)} aria-label={t('changeOne', { name: row.original.name })}>{t('change')}</button> },
  ];
}

function changeColumns(t: TFunction, cancel: (c: VipLevelChange) => void, pending: boolean): DataColumn<VipLevelChange>[] {
  return [
    { id: 'level', header: t('fields.level'), csv: (c) => c.levelName, cell: ({ row }) => row.original.levelName },
    { id: 'day', header: t('fields.effectiveDay'), csv: (c) => c.effectiveDay, cell: ({ row }) => row.original.effectiveDay },
    { id: 'status', header: t('fields.status'), csv: (c) => c.status, cell: ({ row }) => <span className={row.original.status === 'pending' ? 'bo-badge bo-badge--warn' : 'bo-badge'}>{t(`statuses.${row.original.status}`)}</span> },
    { id: 'by', header: t('fields.by'), csv: (c) => `${c.staff ?? ''} ${c.createdAt}`, cell: ({ row }) => <span className="bo-stack"><span>{row.original.staff ?? 'ops'}</span><span className="bo-muted">{when(row.original.createdAt)}</span></span> },
    {
      id: 'actions', header: t('fields.actions'), csv: () => '',
      cell: ({ row }) => (row.original.status === 'pending' ? <button type="button" className="bo-button bo-button--ghost bo-nowrap" disabled={pending} onClick={() => cancel(row.original)} aria-label={t('cancelOne', { name: row.original.levelName, day: row.original.effectiveDay })}>{t('cancel')}</button> : null),
    },
  ];
}

/** The VIP levels' figures in force today (one configuration for every brand) and the changes waiting for their day. */
export default function VipConfigPage() {
  const { t } = useTranslation('vipconfig');
  const config = useVipConfig();
  const cancel = useCancelVipChange();
  const [editing, setEditing] = useState<LevelRow | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const names = new Map((config.data?.gameTypes ?? []).map((g) => [g.gameType, g.name]));
  const levels = config.data?.levels ?? [];
  const changes = config.data?.changes ?? [];
  const error = config.isError ? catalogueErrorText(config.error, t, 'vipconfig') : null;
  return (
    <section className="bo-page" aria-labelledby="vip-title">
      <h1 id="vip-title">{t('title')}</h1>
      <p className="bo-intro">{t('intro', { today: config.data?.today ?? '' })}</p>
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      {cancel.isError && <p className="bo-error" role="alert">{catalogueErrorText(cancel.error, t, 'vipconfig')}</p>}
      <DataTable caption={t('levelsCaption')} columns={levelColumns(t, names, (r) => { setOutcome(null); setEditing(r); })} rows={config.data ? levels : undefined} total={levels.length} page={1} size={Math.max(levels.length, 1)} onPage={() => undefined} loading={config.isFetching} error={error} rowKey={(r) => String(r.level)} />
      <h2 className="bo-cat-after-table">{t('changesTitle')}</h2>
      <DataTable
        caption={t('changesCaption')}
        columns={changeColumns(t, (c) => { setOutcome(null); cancel.mutate(c.id, { onSuccess: () => setOutcome(t('cancelled', { name: c.levelName, day: c.effectiveDay })) }); }, cancel.isPending)}
        rows={config.data ? changes : undefined} total={changes.length} page={1} size={Math.max(changes.length, 1)} onPage={() => undefined} loading={config.isFetching} error={error} rowKey={(c) => String(c.id)}
      />
      <VipLevelDialog
        row={editing} today={config.data?.today ?? ''} gameTypes={config.data?.gameTypes ?? NO_TYPES}
        onClose={() => setEditing(null)}
        onDone={(c) => { setEditing(null); setOutcome(t(c.status === 'applied' ? 'appliedNow' : 'scheduled', { name: c.levelName, day: c.effectiveDay })); }}
      />
    </section>
  );
}

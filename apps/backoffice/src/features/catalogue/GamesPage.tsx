import type { TFunction } from '@site/client/translator';
import { CATALOGUE_STATUSES, type CatalogueGame, type CatalogueStatus } from '@site/contract/api/staff-catalogue';
import { BRAND_IDS, type BrandId } from '@site/contract/brands';
import { useState } from 'react';
import { fetchCatalogueGames, useCatalogueGames } from '../../api/useCatalogueGames';
import { useCatalogueProviders } from '../../api/useCatalogueProviders';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { when } from '../players/format';
import { BrandOverrideDialog } from './BrandOverrideDialog';
import { catalogueErrorText } from './catalogueError';
import { GameDialog } from './GameDialog';
import { ProviderMaintenanceForm } from './ProviderMaintenanceForm';
import './catalogue.css';

const SIZE = 20;
const BADGE: Record<CatalogueStatus, string> = { open: 'bo-badge', hidden: 'bo-badge bo-badge--danger', maintenance: 'bo-badge bo-badge--warn' };

function columns(t: TFunction, edit: (g: CatalogueGame) => void): DataColumn<CatalogueGame>[] {
  const own = (g: CatalogueGame) => (g.override ? <span className="bo-tag">{t('games.own', { brand: t(`brands.${g.override.brand}`) })}</span> : null);
  return [
    {
      id: 'game', header: t('games.game'), csv: (g) => `${g.name} (${g.gameCode})`,
      cell: ({ row }) => <span className="bo-stack"><span>{row.original.name}</span><span className="bo-mono bo-muted">{row.original.gameCode}</span></span>,
    },
    { id: 'provider', header: t('games.provider'), csv: (g) => `${g.gameType}:${g.channelCode}`, cell: ({ row }) => <span className="bo-mono">{row.original.channelCode}</span> },
    {
      id: 'status', header: t('games.status'), csv: (g) => (g.override ? `${g.status} (${g.override.brand})` : g.status),
      cell: ({ row }) => <span className="bo-cat-flags"><span className={BADGE[row.original.status]}>{t(`statuses.${row.original.status}`)}</span>{own(row.original)}</span>,
    },
    {
      id: 'flags', header: t('games.flags'), csv: (g) => [g.isHot ? `hot${g.hotLevel ?? ''}` : '', g.isNew ? 'new' : '', g.isTesting ? 'testing' : ''].filter(Boolean).join(' '),
      cell: ({ row }) => (
        <span className="bo-cat-flags">
          {row.original.isHot && <span className="bo-tag">{row.original.hotLevel === null ? t('games.hot') : t('games.hotLevel', { level: row.original.hotLevel })}</span>}
          {row.original.isNew && <span className="bo-tag">{t('games.new')}</span>}
          {row.original.isTesting && <span className="bo-tag bo-tag--warn">{t('games.testing')}</span>}
        </span>
      ),
    },
    { id: 'sort', header: t('games.sort'), numeric: true, csv: (g) => g.sort, cell: ({ row }) => row.original.sort },
    {
      id: 'window', header: t('games.window'), csv: (g) => (g.maintainStartTime ? `${g.maintainStartTime} .. ${g.maintainEndTime ?? ''}` : ''),
      cell: ({ row }) => (row.original.maintainStartTime ? <span className="bo-stack bo-nowrap"><span>{when(row.original.maintainStartTime)}</span><span>{when(row.original.maintainEndTime)}</span></span> : <span className="bo-muted">—</span>),
    },
    {
      id: 'actions', header: t('games.actions'), csv: () => '',
      cell: ({ row }) => <button type="button" className="bo-button bo-button--ghost bo-nowrap" onClick={() => edit(row.original)} aria-label={t('games.editOne', { name: row.original.name })}>{t('games.edit')}</button>,
    },
  ];
}

/**
 * The games catalogue: for all brands (the catalogue's own settings) or for one brand (its games as it shows them,
 * each with its own setting); filter, page, and change a game; a provider's maintenance window below.
 */
export default function GamesPage() {
  const { t } = useTranslation('catalogue');
  const providers = useCatalogueProviders();
  const [filters, setFilters] = useState<{ brand: BrandId | ''; provider: string; status: CatalogueStatus | ''; keyword: string }>({ brand: '', provider: '', status: '', keyword: '' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CatalogueGame | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [gameType, channelCode] = filters.provider ? filters.provider.split(':') : [];
  const query = {
    page, size: SIZE,
    ...(filters.brand ? { brand: filters.brand } : {}),
    ...(gameType ? { gameType: Number(gameType) } : {}),
    ...(channelCode ? { channelCode } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
  };
  const list = useCatalogueGames(query);
  const set = (next: Partial<typeof filters>) => { setFilters({ ...filters, ...next }); setPage(1); };
  return (
    <section className="bo-page" aria-labelledby="games-title">
      <h1 id="games-title">{t('games.title')}</h1>
      <p className="bo-intro">{t('games.intro')}</p>
      <div className="bo-toolbar">
        <label className="bo-field">
          <span>{t('games.brand')}</span>
          <select value={filters.brand} onChange={(event) => set({ brand: event.target.value as BrandId | '' })}>
            <option value="">{t('games.allBrands')}</option>
            {BRAND_IDS.map((b) => <option key={b} value={b}>{t(`brands.${b}`)}</option>)}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('games.provider')}</span>
          <select value={filters.provider} onChange={(event) => set({ provider: event.target.value })}>
            <option value="">{t('games.allProviders')}</option>
            {providers.data?.map((p) => <option key={`${p.gameType}:${p.channelCode}`} value={`${p.gameType}:${p.channelCode}`}>{t('games.providerOption', { name: p.name, type: p.gameType, count: p.games })}</option>)}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('games.status')}</span>
          <select value={filters.status} onChange={(event) => set({ status: event.target.value as CatalogueStatus | '' })}>
            <option value="">{t('games.allStatuses')}</option>
            {CATALOGUE_STATUSES.map((s) => <option key={s} value={s}>{t(`statuses.${s}`)}</option>)}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('games.keyword')}</span>
          <input type="search" value={filters.keyword} maxLength={64} onChange={(event) => set({ keyword: event.target.value })} />
        </label>
      </div>
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      <DataTable
        caption={t('games.caption')}
        columns={columns(t, (g) => { setOutcome(null); setEditing(g); })}
        rows={list.data?.records}
        total={list.data?.total ?? 0}
        page={page}
        size={SIZE}
        onPage={setPage}
        loading={list.isFetching}
        error={list.isError ? catalogueErrorText(list.error, t) : null}
        rowKey={(g) => String(g.id)}
        exportRows={() => allPages((p, size) => fetchCatalogueGames({ ...query, page: p, size }), 100)}
        csvName="games"
      />
      {filters.brand ? (
        <BrandOverrideDialog game={editing} brand={filters.brand} onClose={() => setEditing(null)} onDone={(message) => { setEditing(null); setOutcome(message); }} />
      ) : (
        <GameDialog
          game={editing}
          onClose={() => setEditing(null)}
          onDone={(g) => { setEditing(null); setOutcome(t('games.saved', { name: g.name, status: t(`statuses.${g.status}`) })); }}
        />
      )}
      <ProviderMaintenanceForm providers={providers.data ?? []} />
    </section>
  );
}

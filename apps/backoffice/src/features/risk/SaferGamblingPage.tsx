import type { TFunction } from '@site/client/translator';
import { HARM_MARKERS, type HarmMarker, type HarmPlayer } from '@site/contract/api/staff-risk';
import { useState } from 'react';
import { Link } from 'react-router';
import { fetchHarmList, useHarmList } from '../../api/useHarmList';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { when } from '../players/format';
import { InteractionDialog } from './InteractionDialog';
import { riskErrorText } from './riskError';
import './risk.css';

const SIZE = 20;

/** One marker as words: its name, what was measured and the threshold it met. */
export function markerText(t: TFunction, m: HarmPlayer['markers'][number]): string {
  return t('harm.finding', { marker: t(`markers.${m.marker}`), figure: m.figure, threshold: m.threshold });
}

function columns(t: TFunction, interact: (p: HarmPlayer) => void): DataColumn<HarmPlayer>[] {
  return [
    { id: 'account', header: t('fields.account'), csv: (p) => p.account, cell: ({ row }) => <Link to={`/players/${row.original.playerId}`}>{row.original.account}</Link> },
    { id: 'playerId', header: t('fields.playerId'), csv: (p) => p.playerId, numeric: true, cell: ({ row }) => row.original.playerId },
    {
      id: 'markers', header: t('harm.markers'), csv: (p) => p.markers.map((m) => markerText(t, m)).join('; '),
      cell: ({ row }) => (
        <ul className="bo-risk-markers">
          {row.original.markers.map((m) => (
            <li key={m.marker}><span className="bo-tag bo-tag--warn">{t(`markers.${m.marker}`)}</span> <span className="bo-muted">{t('harm.figure', { figure: m.figure, threshold: m.threshold })}</span></li>
          ))}
        </ul>
      ),
    },
    { id: 'last', header: t('harm.lastInteraction'), csv: (p) => p.lastInteractionAt ?? '', cell: ({ row }) => (row.original.lastInteractionAt ? when(row.original.lastInteractionAt) : <span className="bo-muted">{t('harm.never')}</span>) },
    {
      id: 'actions', header: t('fields.actions'), csv: () => '',
      cell: ({ row }) => (
        <span className="bo-actions">
          <button type="button" className="bo-button" onClick={() => interact(row.original)} aria-label={t('harm.interactOne', { account: row.original.account })}>{t('harm.interact')}</button>
          <Link className="bo-button bo-button--ghost" to={`/risk/linked/${row.original.playerId}`} aria-label={t('harm.linkedOne', { account: row.original.account })}>{t('harm.linked')}</Link>
        </span>
      ),
    },
  ];
}

/** Safer gambling: players showing markers of harm, each with why, and the interactions the operator records with them. */
export default function SaferGamblingPage() {
  const { t } = useTranslation('risk');
  const [marker, setMarker] = useState<HarmMarker | ''>('');
  const [page, setPage] = useState(1);
  const [player, setPlayer] = useState<HarmPlayer | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const query = { page, size: SIZE, ...(marker ? { marker } : {}) };
  const list = useHarmList(query);
  return (
    <section className="bo-page" aria-labelledby="harm-title">
      <h1 id="harm-title">{t('harm.title')}</h1>
      <p className="bo-intro">{t('harm.intro')}</p>
      <div className="bo-toolbar">
        <label className="bo-field">
          <span>{t('harm.marker')}</span>
          <select value={marker} onChange={(event) => { setMarker(event.target.value as HarmMarker | ''); setPage(1); }}>
            <option value="">{t('harm.allMarkers')}</option>
            {HARM_MARKERS.map((m) => <option key={m} value={m}>{t(`markers.${m}`)}</option>)}
          </select>
        </label>
      </div>
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      <DataTable
        caption={t('harm.caption')}
        columns={columns(t, (p) => { setOutcome(null); setPlayer(p); })}
        rows={list.data?.records}
        total={list.data?.total ?? 0}
        page={page}
        size={SIZE}
        onPage={setPage}
        loading={list.isFetching}
        error={list.isError ? riskErrorText(list.error, t) : null}
        rowKey={(p) => String(p.playerId)}
        exportRows={() => allPages((p, size) => fetchHarmList({ ...query, page: p, size }), 100)}
        csvName={`safer-gambling-${marker || 'all'}`}
      />
      <details className="bo-risk-definitions">
        <summary>{t('harm.definitions')}</summary>
        <dl>
          {HARM_MARKERS.map((m) => (
            <div key={m}><dt>{t(`markers.${m}`)}</dt><dd>{t(`definitions.${m}`)}</dd></div>
          ))}
        </dl>
      </details>
      <InteractionDialog player={player} onClose={() => setPlayer(null)} onDone={(text) => { setPlayer(null); setOutcome(text); }} />
    </section>
  );
}

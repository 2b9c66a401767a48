import type { TFunction } from '@site/client/translator';
import { RISK_PATTERNS, type RiskPattern, type RiskPatternFinding } from '@site/contract/api/staff-risk';
import { useState } from 'react';
import { Link } from 'react-router';
import { fetchRiskPatterns, useRiskPatterns } from '../../api/useRiskPatterns';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { when } from '../players/format';
import { riskErrorText } from './riskError';
import './risk.css';

const SIZE = 20;
const LOOKUP_KIND: Partial<Record<RiskPattern, 'device' | 'address'>> = { sharedDevice: 'device', sharedAddress: 'address' };

function columns(t: TFunction): DataColumn<RiskPatternFinding>[] {
  return [
    { id: 'lastAt', header: t('patterns.lastAt'), csv: (f) => f.lastAt, cell: ({ row }) => when(row.original.lastAt) },
    { id: 'pattern', header: t('patterns.pattern'), csv: (f) => f.pattern, cell: ({ row }) => <span className="bo-tag bo-tag--warn">{t(`patterns.names.${row.original.pattern}`)}</span> },
    {
      id: 'players', header: t('patterns.players'), csv: (f) => f.players.map((p) => p.account).join(' '),
      cell: ({ row }) => (
        <ul className="bo-risk-players">
          {row.original.players.map((p) => (
            <li key={p.playerId}>
              <Link to={`/players/${p.playerId}`}>{p.account}</Link>
              <Link to={`/risk/linked/${p.playerId}`} className="bo-muted" aria-label={t('harm.linkedOne', { account: p.account })}>{t('harm.linked')}</Link>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'value', header: t('patterns.value'), csv: (f) => f.value ?? '',
      cell: ({ row }) => {
        const { value, pattern } = row.original;
        const kind = LOOKUP_KIND[pattern];
        if (!value || !kind) return <span className="bo-muted">—</span>;
        return <Link className="bo-mono" to={`/risk/lookup?kind=${kind}&value=${encodeURIComponent(value)}`} aria-label={t('patterns.lookUpOne', { value })}>{value}</Link>;
      },
    },
    { id: 'figure', header: t('patterns.figure'), csv: (f) => `${f.figure} (${f.threshold})`, cell: ({ row }) => t('harm.figure', { figure: row.original.figure, threshold: row.original.threshold }) },
  ];
}

/** Fraud patterns: many accounts on one device or address, bonus then withdraw, deposit and withdrawal velocity. */
export default function PatternsPage() {
  const { t } = useTranslation('risk');
  const [pattern, setPattern] = useState<RiskPattern | ''>('');
  const [page, setPage] = useState(1);
  const query = { page, size: SIZE, ...(pattern ? { pattern } : {}) };
  const list = useRiskPatterns(query);
  return (
    <section className="bo-page" aria-labelledby="patterns-title">
      <h1 id="patterns-title">{t('patterns.title')}</h1>
      <p className="bo-intro">{t('patterns.intro')}</p>
      <div className="bo-toolbar">
        <label className="bo-field">
          <span>{t('patterns.pattern')}</span>
          <select value={pattern} onChange={(event) => { setPattern(event.target.value as RiskPattern | ''); setPage(1); }}>
            <option value="">{t('patterns.all')}</option>
            {RISK_PATTERNS.map((p) => <option key={p} value={p}>{t(`patterns.names.${p}`)}</option>)}
          </select>
        </label>
      </div>
      <DataTable
        caption={t('patterns.caption')}
        columns={columns(t)}
        rows={list.data?.records}
        total={list.data?.total ?? 0}
        page={page}
        size={SIZE}
        onPage={setPage}
        loading={list.isFetching}
        error={list.isError ? riskErrorText(list.error, t) : null}
        rowKey={(f) => `${f.pattern}:${f.value ?? f.players[0]?.playerId ?? ''}`}
        exportRows={() => allPages((p, size) => fetchRiskPatterns({ ...query, page: p, size }), 100)}
        csvName={`risk-patterns-${pattern || 'all'}`}
      />
      <details className="bo-risk-definitions">
        <summary>{t('patterns.definitions')}</summary>
        <dl>
          {RISK_PATTERNS.map((p) => (
            <div key={p}>
              <dt>{t(`patterns.names.${p}`)}</dt>
              <dd>{t(`patterns.defined.${p}`)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}

import type { TFunction } from '@site/client/translator';
import { LOOKUP_KINDS } from '@site/contract/api/staff-risk';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fetchRiskLookup, useRiskLookup } from '../../api/useRiskLookup';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { when } from '../players/format';
import { riskErrorText } from './riskError';
import './risk.css';

type Kind = (typeof LOOKUP_KINDS)[number];
type Row = { playerId: number; account: string; source: string; firstSeen: string; lastSeen: string };
const SIZE = 20;
const isKind = (value: string | null): value is Kind => (LOOKUP_KINDS as readonly string[]).includes(value ?? '');

function columns(t: TFunction): DataColumn<Row>[] {
  return [
    { id: 'account', header: t('fields.account'), csv: (r) => r.account, cell: ({ row }) => <Link to={`/players/${row.original.playerId}`}>{row.original.account}</Link> },
    { id: 'linked', header: t('harm.linked'), csv: () => '', cell: ({ row }) => <Link to={`/risk/linked/${row.original.playerId}`} aria-label={t('harm.linkedOne', { account: row.original.account })}>{t('harm.linked')}</Link> },
    { id: 'source', header: t('lookup.source'), csv: (r) => r.source, cell: ({ row }) => t(`lookup.sources.${row.original.source === 'register' ? 'register' : 'login'}`) },
    { id: 'firstSeen', header: t('lookup.firstSeen'), csv: (r) => r.firstSeen, cell: ({ row }) => when(row.original.firstSeen) },
    { id: 'lastSeen', header: t('lookup.lastSeen'), csv: (r) => r.lastSeen, cell: ({ row }) => when(row.original.lastSeen) },
  ];
}

/** Every account seen with a device id or a client address (at registration or login): the address comes from the URL, so a pattern links here. */
export default function LookupPage() {
  const { t } = useTranslation('risk');
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: Kind = isKind(kindParam) ? kindParam : 'device';
  const value = (params.get('value') ?? '').trim();
  const [draft, setDraft] = useState({ kind, value });
  const [page, setPage] = useState(1);
  const query = value ? { kind, value, page, size: SIZE } : null;
  const found = useRiskLookup(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const v = draft.value.trim();
    if (!v) return;
    setPage(1);
    setParams({ kind: draft.kind, value: v });
  };
  return (
    <section className="bo-page" aria-labelledby="lookup-title">
      <h1 id="lookup-title">{t('lookup.title')}</h1>
      <p className="bo-intro">{t('lookup.intro')}</p>
      <form className="bo-toolbar" onSubmit={submit} role="search" aria-label={t('lookup.title')}>
        <label className="bo-field">
          <span>{t('lookup.kind')}</span>
          <select value={draft.kind} onChange={(event) => setDraft({ ...draft, kind: event.target.value as Kind })}>
            {LOOKUP_KINDS.map((k) => <option key={k} value={k}>{t(`via.${k}`)}</option>)}
          </select>
        </label>
        <label className="bo-field">
          <span>{t('lookup.value')}</span>
          <input value={draft.value} maxLength={128} required onChange={(event) => setDraft({ ...draft, value: event.target.value })} />
        </label>
        <button type="submit" className="bo-button">{t('lookup.search')}</button>
      </form>
      {query && (
        <DataTable
          caption={t('lookup.caption', { kind: t(`via.${kind}`), value })}
          columns={columns(t)}
          rows={found.data?.records}
          total={found.data?.total ?? 0}
          page={page}
          size={SIZE}
          onPage={setPage}
          loading={found.isFetching}
          error={found.isError ? riskErrorText(found.error, t) : null}
          rowKey={(r) => String(r.playerId)}
          exportRows={() => allPages((p, size) => fetchRiskLookup({ ...query, page: p, size }), 100)}
          csvName={`lookup-${kind}`}
        />
      )}
    </section>
  );
}

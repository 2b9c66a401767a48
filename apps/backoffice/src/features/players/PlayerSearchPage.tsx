import { PLAYER_SEARCH_KEYS, type PlayerSummary } from '@site/contract/api/staff-players';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePlayerSearch, type PlayerSearchQuery } from '../../api/usePlayerSearch';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import './players.css';
import type { TFunction } from '@site/client/translator';
import { actionErrorText } from './actionError';
import { when } from './format';

type SearchKey = (typeof PLAYER_SEARCH_KEYS)[number];
const SIZE = 20;

const isSearchKey = (value: string | null): value is SearchKey => (PLAYER_SEARCH_KEYS as readonly (string | null)[]).includes(value);

function columns(t: TFunction): DataColumn<PlayerSummary>[] {
  return [
    {
      id: 'account', header: t('players:fields.account'), csv: (p) => p.account,
      cell: ({ row }) => <Link to={`/players/${row.original.id}`}>{row.original.account}</Link>,
    },
    { id: 'id', header: t('players:fields.memberId'), csv: (p) => p.id, numeric: true, cell: ({ row }) => row.original.id },
    { id: 'nickname', header: t('players:fields.nickname'), csv: (p) => p.nickname, cell: ({ row }) => row.original.nickname },
    {
      id: 'phone', header: t('players:fields.phone'), csv: (p) => p.phone ?? '',
      cell: ({ row }) => (row.original.phone ? <span>{row.original.phone}{row.original.phoneMasked && <span className="bo-pf-muted"> {t('players:fields.masked')}</span>}</span> : t('players:none')),
    },
    { id: 'vip', header: t('players:fields.vip'), csv: (p) => p.vip, cell: ({ row }) => row.original.vip },
    {
      id: 'status', header: t('players:fields.status'), csv: (p) => p.status,
      cell: ({ row }) => <span className={row.original.status === 'blocked' ? 'bo-badge bo-badge--danger' : 'bo-badge'}>{t(`players:status.${row.original.status}`)}</span>,
    },
    { id: 'registeredAt', header: t('players:fields.registeredAt'), csv: (p) => p.registeredAt, cell: ({ row }) => when(row.original.registeredAt) },
  ];
}

/** Finds players by account, member id, phone, bank card tail or USDT address; the search lives in the address (back returns to it). */
export default function PlayerSearchPage() {
  const { t } = useTranslation('players');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const byParam = params.get('by');
  const by: SearchKey = isSearchKey(byParam) ? byParam : 'account';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ by, q });
  const [missing, setMissing] = useState(false);
  const query: PlayerSearchQuery | null = q ? { by, q, page, size: SIZE } : null;
  const search = usePlayerSearch(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.q.trim();
    setMissing(!text);
    if (text) setParams({ by: draft.by, q: text, page: '1' });
  };
  return (
    <section className="bo-page bo-pf-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('search.title')}</h1>
      <form className="bo-toolbar bo-section" role="search" aria-label={t('search.title')} onSubmit={submit} noValidate>
        <label className="bo-field">
          <span>{t('search.by')}</span>
          <select value={draft.by} onChange={(event) => setDraft({ ...draft, by: event.target.value as SearchKey })}>
            {PLAYER_SEARCH_KEYS.map((key) => (
              <option key={key} value={key}>{t(`search.keys.${key}`)}</option>
            ))}
          </select>
        </label>
        <label className="bo-field bo-pf-grow">
          <span>{t('search.q')}</span>
          <input
            type="search" value={draft.q} maxLength={64} placeholder={t(`search.hints.${draft.by}`)}
            aria-invalid={missing || undefined} aria-describedby={missing ? `${id}-missing` : undefined}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
        </label>
        <button type="submit" className="bo-button">{t('search.submit')}</button>
        {missing && <p id={`${id}-missing`} className="bo-error" role="alert">{t('search.missing')}</p>}
      </form>
      {query ? (
        <DataTable
          caption={t('search.results', { q })}
          columns={columns(t)}
          rows={search.data?.records}
          total={search.data?.total ?? 0}
          page={page}
          size={SIZE}
          onPage={(next) => setParams({ by, q, page: String(next) })}
          loading={search.isFetching}
          error={search.isError ? actionErrorText(search.error, t) : null}
          rowKey={(p) => String(p.id)}
        />
      ) : (
        <p className="bo-pf-muted">{t('search.intro')}</p>
      )}
    </section>
  );
}

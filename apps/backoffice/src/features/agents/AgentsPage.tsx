import type { TFunction } from '@site/client/translator';
import type { StaffAgent } from '@site/contract/api/staff-agents';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { fetchStaffAgents, useStaffAgents } from '../../api/useStaffAgents';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { when } from '../players/format';
import { agentsErrorText } from './agentsError';
import { CreateAgentDialog } from './CreateAgentDialog';
import './agents.css';

const SIZE = 20;

function columns(t: TFunction): DataColumn<StaffAgent>[] {
  return [
    { id: 'account', header: t('fields.agent'), csv: (a) => a.account, cell: ({ row }) => <Link to={`/agents/${row.original.id}`}>{row.original.account}</Link> },
    { id: 'proxyCode', header: t('fields.proxyCode'), csv: (a) => a.proxyCode, cell: ({ row }) => <span className="bo-mono">{row.original.proxyCode}</span> },
    { id: 'tier', header: t('fields.tier'), csv: (a) => a.tier, cell: ({ row }) => t(`tiers.${row.original.tier}`) },
    { id: 'rate', header: t('fields.rate'), numeric: true, csv: (a) => a.rate, cell: ({ row }) => `${row.original.rate}%` },
    { id: 'members', header: t('fields.members'), numeric: true, csv: (a) => a.members, cell: ({ row }) => row.original.members },
    { id: 'created', header: t('fields.created'), csv: (a) => a.createdAt, cell: ({ row }) => when(row.original.createdAt) },
    { id: 'support', header: t('fields.support'), csv: (a) => (a.inSupport ? a.supportUntil : ''), cell: ({ row }) => (row.original.inSupport ? t('support.until', { at: when(row.original.supportUntil) }) : <span className="bo-muted">{t('support.over')}</span>) },
  ];
}

/** The agents: find one by account or proxy code, open its page, or create one. */
export default function AgentsPage() {
  const { t } = useTranslation('agents');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const query = { page, size: SIZE, ...(search ? { search } : {}) };
  const list = useStaffAgents(query);
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  return (
    <section className="bo-page" aria-labelledby="agents-title">
      <h1 id="agents-title">{t('list.title')}</h1>
      <p className="bo-intro">{t('list.intro')}</p>
      <div className="bo-toolbar">
        <form className="bo-agents-search" onSubmit={find} role="search">
          <label className="bo-field">
            <span>{t('list.search')}</span>
            <input value={draft} maxLength={40} onChange={(event) => setDraft(event.target.value)} />
          </label>
          <button type="submit" className="bo-button bo-button--ghost">{t('list.find')}</button>
        </form>
        <button type="button" className="bo-button" onClick={() => { setOutcome(null); setCreating(true); }}>{t('create.open')}</button>
      </div>
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      <DataTable
        caption={t('list.caption')}
        columns={columns(t)}
        rows={list.data?.records}
        total={list.data?.total ?? 0}
        page={page}
        size={SIZE}
        onPage={setPage}
        loading={list.isFetching}
        error={list.isError ? agentsErrorText(list.error, t) : null}
        rowKey={(a) => String(a.id)}
        exportRows={() => allPages((p, size) => fetchStaffAgents({ ...query, page: p, size }), 100)}
        csvName="agents"
      />
      <CreateAgentDialog open={creating} onClose={() => setCreating(false)} onDone={(a) => setOutcome(t('create.done', { account: a.account, proxyCode: a.proxyCode }))} />
    </section>
  );
}

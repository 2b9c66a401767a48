import type { TFunction } from '@site/client/translator';
import type { staffAgentMember } from '@site/contract/api/staff-agents';
import { useId, useState } from 'react';
import type * as z from 'zod/mini';
import { fetchAgentMembers, useAgentMembers } from '../../api/useAgentMembers';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { money, when } from '../players/format';
import { agentsErrorText } from './agentsError';

type Member = z.infer<typeof staffAgentMember>;
const SIZE = 20;

function columns(t: TFunction): DataColumn<Member>[] {
  return [
    { id: 'account', header: t('members.account'), csv: (m) => m.account, cell: ({ row }) => row.original.account },
    { id: 'registered', header: t('members.registered'), csv: (m) => m.registeredAt, cell: ({ row }) => when(row.original.registeredAt) },
    { id: 'lastLogin', header: t('members.lastLogin'), csv: (m) => m.lastLoginAt ?? '', cell: ({ row }) => when(row.original.lastLoginAt) },
    { id: 'depositCount', header: t('members.depositCount'), numeric: true, csv: (m) => m.depositCount, cell: ({ row }) => row.original.depositCount },
    { id: 'deposits', header: t('members.deposits'), numeric: true, csv: (m) => m.deposits, cell: ({ row }) => money(row.original.deposits) },
    { id: 'turnover', header: t('members.turnover'), numeric: true, csv: (m) => m.turnover, cell: ({ row }) => money(row.original.turnover) },
    { id: 'net', header: t('statements.netResult'), numeric: true, csv: (m) => m.netResult, cell: ({ row }) => money(row.original.netResult) },
    { id: 'active', header: t('members.active'), csv: (m) => (m.active ? 'yes' : 'no'), cell: ({ row }) => (row.original.active ? <span className="bo-badge">{t('members.yes')}</span> : <span className="bo-muted">{t('members.no')}</span>) },
  ];
}

/** The agent's members in a month (server months, +08:00): deposits, turnover, net result, active or not. */
export function AgentMembers({ agentId, firstMonth }: { agentId: number; firstMonth: string }) {
  const { t } = useTranslation('agents');
  const id = useId();
  const [month, setMonth] = useState(firstMonth);
  const [page, setPage] = useState(1);
  const query = { month, page, size: SIZE };
  const list = useAgentMembers(agentId, query);
  return (
    <section className="bo-agents-part" aria-labelledby={`${id}-members`}>
      <h2 id={`${id}-members`}>{t('members.title')}</h2>
      <div className="bo-toolbar">
        <label className="bo-field">
          <span>{t('members.month')}</span>
          <input type="month" value={month} onChange={(event) => { if (/^\d{4}-\d{2}$/.test(event.target.value)) { setMonth(event.target.value); setPage(1); } }} />
        </label>
      </div>
      <DataTable
        caption={t('members.caption', { month })}
        columns={columns(t)}
        rows={list.data?.records}
        total={list.data?.total ?? 0}
        page={page}
        size={SIZE}
        onPage={setPage}
        loading={list.isFetching}
        error={list.isError ? agentsErrorText(list.error, t) : null}
        rowKey={(m) => String(m.memberId)}
        exportRows={() => allPages((p, size) => fetchAgentMembers(agentId, { month, page: p, size }), 100)}
        csvName={`agent-${agentId}-members-${month}`}
      />
    </section>
  );
}

import type { TFunction } from '@site/client/translator';
import type { StaffStatement } from '@site/contract/api/staff-agents';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApproveStatement } from '../../api/useApproveStatement';
import { fetchAgentStatements, useAgentStatements, type StatementsQuery } from '../../api/useAgentStatements';
import { usePayStatement } from '../../api/usePayStatement';
import { allPages, DataTable, type DataColumn } from '../../components/DataTable';
import { useTranslation } from '../../i18n/useTranslation';
import { money, when } from '../players/format';
import { agentsErrorText } from './agentsError';

const SIZE = 20;
const BADGE: Record<StaffStatement['status'], string> = { pending: 'bo-badge bo-badge--warn', approved: 'bo-badge bo-badge--warn', paid: 'bo-badge' };

function approvalsText(t: TFunction, s: StaffStatement): string {
  const names = s.approvals.map((a) => a.by).join(', ');
  return t('statements.approvalsOf', { count: s.approvals.length, needed: s.approvalsNeeded, names: names || '—' });
}

function columns(t: TFunction, act: (s: StaffStatement, step: 'approve' | 'pay') => void, busy: boolean, withAgent: boolean): DataColumn<StaffStatement>[] {
  const agent: DataColumn<StaffStatement>[] = withAgent
    ? [{ id: 'agent', header: t('fields.agent'), csv: (s) => s.account, cell: ({ row }) => <Link to={`/agents/${row.original.agentId}`}>{row.original.account}</Link> }]
    : [];
  return [
    ...agent,
    { id: 'month', header: t('statements.month'), csv: (s) => s.month, cell: ({ row }) => row.original.month },
    { id: 'tier', header: t('fields.tier'), csv: (s) => `${s.tier} ${s.rate}%`, cell: ({ row }) => `${t(`tiers.${row.original.tier}`)} · ${row.original.rate}%` },
    { id: 'active', header: t('statements.active'), numeric: true, csv: (s) => s.activeMembers, cell: ({ row }) => row.original.activeMembers },
    { id: 'net', header: t('statements.netResult'), numeric: true, csv: (s) => s.netResult, cell: ({ row }) => money(row.original.netResult) },
    { id: 'commission', header: t('statements.commission'), numeric: true, csv: (s) => s.commission, cell: ({ row }) => money(row.original.commission, row.original.currency) },
    { id: 'status', header: t('fields.status'), csv: (s) => s.status, cell: ({ row }) => <span className={BADGE[row.original.status]}>{t(`statements.statuses.${row.original.status}`)}</span> },
    { id: 'approvals', header: t('statements.approvals'), csv: (s) => approvalsText(t, s), cell: ({ row }) => approvalsText(t, row.original) },
    { id: 'paid', header: t('statements.paid'), csv: (s) => (s.paidAt ? `${s.paidBy ?? 'ops'} ${s.paidAt}` : ''), cell: ({ row }) => (row.original.paidAt ? `${row.original.paidBy ?? 'ops'} · ${when(row.original.paidAt)}` : '') },
    {
      id: 'actions', header: t('fields.actions'), csv: () => '',
      cell: ({ row }) => {
        const s = row.original;
        const label = { account: s.account, month: s.month };
        if (s.status === 'pending') return <button type="button" className="bo-button" disabled={busy} onClick={() => act(s, 'approve')} aria-label={t('statements.approveOne', label)}>{t('statements.approve')}</button>;
        if (s.status === 'approved') return <button type="button" className="bo-button" disabled={busy} onClick={() => act(s, 'pay')} aria-label={t('statements.payOne', label)}>{t('statements.pay')}</button>;
        return null;
      },
    },
  ];
}

/** Commission statements with their approvals: approve (this member's approval) or pay (a member who approved none); each step said or refused in words. */
export function StatementsTable({ status, agentId, caption }: { status?: StaffStatement['status'] | undefined; agentId?: number; caption: string }) {
  const { t } = useTranslation('agents');
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<string | null>(null);
  const approve = useApproveStatement();
  const pay = usePayStatement();
  const query: StatementsQuery = { page, size: SIZE, ...(status ? { status } : {}), ...(agentId ? { agentId } : {}) };
  const list = useAgentStatements(query);
  const failed = approve.isError ? approve.error : pay.isError ? pay.error : null;
  const act = (s: StaffStatement, step: 'approve' | 'pay') => {
    setOutcome(null);
    approve.reset();
    pay.reset();
    const done = (after: StaffStatement) => setOutcome(t(after.status === 'paid' ? 'statements.paidDone' : after.status === 'approved' ? 'statements.approvedDone' : 'statements.needsSecond', { account: after.account, month: after.month, amount: money(after.commission, after.currency) }));
    if (step === 'approve') approve.mutate(s.id, { onSuccess: done });
    else pay.mutate(s.id, { onSuccess: done });
  };
  return (
    <>
      <div role="status">{outcome && <p className="bo-notice">{outcome}</p>}</div>
      {failed && <p className="bo-error" role="alert">{agentsErrorText(failed, t)}</p>}
      <DataTable
        caption={caption}
        columns={columns(t, act, approve.isPending || pay.isPending, agentId === undefined)}
        rows={list.data?.records}
        total={list.data?.total ?? 0}
        page={page}
        size={SIZE}
        onPage={setPage}
        loading={list.isFetching}
        error={list.isError ? agentsErrorText(list.error, t) : null}
        rowKey={(s) => String(s.id)}
        exportRows={() => allPages((p, size) => fetchAgentStatements({ ...query, page: p, size }), 100)}
        csvName={`commission-${status ?? 'all'}${agentId ? `-${agentId}` : ''}`}
      />
    </>
  );
}

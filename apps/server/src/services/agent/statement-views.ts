import type { agentStatementCall, agentStatementSummary } from '@site/contract';
import { type ResponseOf, type StatementStatus } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type * as z from 'zod/mini';
import type { Database } from '../../db/schema';
import type { AgentStatementsTable } from '../../db/schema-agent';
import { formatMinor } from '../wallet/money';
import { AgentErrors } from './errors';
import type { AgentRow } from './figures';
import { isMonth } from './months';
import { ratePercent, tierOf } from './tiers';

type Db = Kysely<Database>;
type Summary = z.output<typeof agentStatementSummary>;
type Statement = ResponseOf<typeof agentStatementCall>;

function status(text: string): StatementStatus {
  return text === 'approved' || text === 'paid' ? text : 'pending';
}

function summaryOf(r: Selectable<AgentStatementsTable>): Summary {
  return {
    month: r.month,
    tier: tierOf(r.tier),
    rate: ratePercent(r.rate_bp),
    activeMembers: r.active_members,
    meetsMinimum: r.meets_minimum === 1,
    inSupport: r.in_support === 1,
    deposits: formatMinor(Number(r.deposits)),
    turnover: formatMinor(Number(r.turnover)),
    netResult: formatMinor(Number(r.net_result)),
    commission: formatMinor(Number(r.commission)),
    status: status(r.status),
    computedAt: r.computed_at,
    approvedAt: r.approved_at,
    paidAt: r.paid_at,
  };
}

export async function agentStatementsView(db: Db, agent: AgentRow): Promise<{ records: Summary[] }> {
  const rows = await db.selectFrom('agent_statements').selectAll().where('agent_id', '=', agent.id).orderBy('month', 'desc').execute();
  return { records: rows.map(summaryOf) };
}

/** A month's statement of THIS agent with its frozen member rows; another agent's month, or none: 031082. */
export async function agentStatementView(db: Db, agent: AgentRow, month: string): Promise<Statement> {
  if (!isMonth(month)) throw AgentErrors.statementNotFound();
  const row = await db.selectFrom('agent_statements').selectAll().where('agent_id', '=', agent.id).where('month', '=', month).executeTakeFirst();
  if (!row) throw AgentErrors.statementNotFound();
  const members = await db.selectFrom('agent_statement_members').selectAll().where('statement_id', '=', row.id).orderBy('member_id').execute();
  return {
    ...summaryOf(row),
    members: members.map((m) => ({
      memberId: m.member_id,
      account: m.account,
      depositCount: m.deposit_count,
      deposits: formatMinor(Number(m.deposits)),
      turnover: formatMinor(Number(m.turnover)),
      netResult: formatMinor(Number(m.net_result)),
      active: m.active === 1,
    })),
  };
}

type Lang = 'TW' | 'EN' | 'TH';

const WORDS: Record<Lang, { summary: string[]; members: string[]; yes: string; no: string; status: Record<StatementStatus, string> }> = {
  TW: {
    summary: ['月份', '等級', '佣金比例(%)', '有效會員', '存款', '有效投注', '淨輸贏', '佣金', '狀態'],
    members: ['會員編號', '帳號', '存款次數', '存款', '有效投注', '淨輸贏', '有效會員'],
    yes: '是',
    no: '否',
    status: { pending: '待審核', approved: '已審核', paid: '已發放' },
  },
  EN: {
    summary: ['Month', 'Tier', 'Rate (%)', 'Active members', 'Deposits', 'Turnover', 'Net result', 'Commission', 'Status'],
    members: ['Member ID', 'Account', 'Deposit count', 'Deposits', 'Turnover', 'Net result', 'Active'],
    yes: 'yes',
    no: 'no',
    status: { pending: 'pending', approved: 'approved', paid: 'paid' },
  },
  TH: {
    summary: ['เดือน', 'ระดับ', 'อัตรา (%)', 'สมาชิกที่ใช้งาน', 'ยอดฝาก', 'ยอดเทิร์นโอเวอร์', 'ผลได้เสียสุทธิ', 'ค่าคอมมิชชัน', 'สถานะ'],
    members: ['รหัสสมาชิก', 'บัญชี', 'จำนวนครั้งที่ฝาก', 'ยอดฝาก', 'ยอดเทิร์นโอเวอร์', 'ผลได้เสียสุทธิ', 'ใช้งาน'],
    yes: 'ใช่',
    no: 'ไม่ใช่',
    status: { pending: 'รอตรวจสอบ', approved: 'อนุมัติแล้ว', paid: 'จ่ายแล้ว' },
  },
};

/** One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is kept as text. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+@]/.test(text) || (/^-/.test(text) && !/^-\d+(\.\d+)?$/.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (fields: Array<string | number>) => fields.map(csvField).join(',');

/**
 * The statement as CSV (UTF-8 text, CRLF lines): a header and the summary line with the screen's figures
 * (the same decimal strings the statement call answers), a blank line, then the member rows.
 */
export async function agentStatementCsv(db: Db, agent: AgentRow, month: string, language: Lang = 'TW'): Promise<{ filename: string; csv: string }> {
  const s = await agentStatementView(db, agent, month);
  const w = WORDS[language];
  const lines = [
    line(w.summary),
    line([s.month, s.tier, s.rate, s.activeMembers, s.deposits, s.turnover, s.netResult, s.commission, w.status[s.status]]),
    '',
    line(w.members),
    ...s.members.map((m) => line([m.memberId, m.account, m.depositCount, m.deposits, m.turnover, m.netResult, m.active ? w.yes : w.no])),
  ];
  return { filename: `commission-${agent.proxyCode}-${s.month}.csv`, csv: `${lines.join('\r\n')}\r\n` };
}

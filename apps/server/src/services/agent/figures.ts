import { AGENT_ACTIVE_RULE } from '@site/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { MINOR_PER_MAJOR } from '../wallet/money';
import { monthRange } from './months';

type Db = Kysely<Database>;

/** An agent as the services see it (agents joined with its account). */
export interface AgentRow {
  id: number;
  accountId: number;
  username: string;
  proxyCode: string;
  tier: string;
  createdAt: string;
  supportUntil: string;
  currency: string;
}

/** One member's month, minor units. `netResult` is the house's: stakes minus payouts (positive when the member lost). */
export interface MemberFigure {
  memberId: number;
  username: string;
  registeredAt: string;
  lastLoginAt: string | null;
  depositCount: number;
  deposits: number;
  betCount: number;
  stakes: number;
  turnover: number;
  payouts: number;
  netResult: number;
  active: boolean;
}

export interface MonthTotals {
  members: number;
  newMembers: number;
  activeMembers: number;
  deposits: number;
  turnover: number;
  netResult: number;
}

const ACTIVE_TURNOVER = AGENT_ACTIVE_RULE.turnover * MINOR_PER_MAJOR;

/** SPEC 327: an active member has at least 1 deposit in the month and 5,000 of turnover. */
export function isActive(depositCount: number, turnover: number): boolean {
  return depositCount >= AGENT_ACTIVE_RULE.deposits && turnover >= ACTIVE_TURNOVER;
}

/**
 * The agent's members (registered through its proxy code before the month ended) with their month, from
 * the same rows the player's screens read: approved deposits (`deposit_orders` 'success', by settled_at;
 * the cashier's records) and bet records (`bet_records` by bet time, game points x main_per_unit as the
 * bet summary counts them; turnover = valid bets). Only the agent's currency counts. `memberId` narrows
 * to one member (the detail, and B asking for A's member finds nothing).
 */
export async function memberFigures(db: Db, agent: AgentRow, month: string, memberId?: number): Promise<MemberFigure[]> {
  const { from, to } = monthRange(month);
  let members = db
    .selectFrom('accounts')
    .select(['id', 'username', 'register_date', 'last_login_at'])
    .where('proxy_code', '=', agent.proxyCode)
    .where('id', '!=', agent.accountId)
    .where('register_date', '<', to);
  if (memberId !== undefined) members = members.where('id', '=', memberId);
  const rows = await members.orderBy('id').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [deposits, bets] = await Promise.all([
    db
      .selectFrom('deposit_orders')
      .select(['account_id', (eb) => eb.fn.countAll<number | string>().as('n'), sql<number | string | null>`sum(amount)`.as('total')])
      .where('status', '=', 'success')
      .where('currency', '=', agent.currency)
      .where('settled_at', '>=', from)
      .where('settled_at', '<', to)
      .where('account_id', 'in', ids)
      .groupBy('account_id')
      .execute(),
    db
      .selectFrom('bet_records')
      .select([
        'account_id',
        (eb) => eb.fn.countAll<number | string>().as('n'),
        sql<number | string | null>`sum(total_bet * main_per_unit)`.as('stakes'),
        sql<number | string | null>`sum(valid_bet * main_per_unit)`.as('turnover'),
        sql<number | string | null>`sum(profit * main_per_unit)`.as('profit'),
      ])
      .where('currency', '=', agent.currency)
      .where('bet_time', '>=', from)
      .where('bet_time', '<', to)
      .where('account_id', 'in', ids)
      .groupBy('account_id')
      .execute(),
  ]);
  const dep = new Map(deposits.map((d) => [Number(d.account_id), d]));
  const bet = new Map(bets.map((b) => [Number(b.account_id), b]));
  return rows.map((r) => {
    const d = dep.get(r.id);
    const b = bet.get(r.id);
    const depositCount = Number(d?.n ?? 0);
    const turnover = Math.round(Number(b?.turnover ?? 0));
    const stakes = Math.round(Number(b?.stakes ?? 0));
    const netResult = -Math.round(Number(b?.profit ?? 0));
    return {
      memberId: r.id,
      username: r.username,
      registeredAt: r.register_date,
      lastLoginAt: r.last_login_at,
      depositCount,
      deposits: Number(d?.total ?? 0),
      betCount: Number(b?.n ?? 0),
      stakes,
      turnover,
      payouts: stakes - netResult,
      netResult,
      active: isActive(depositCount, turnover),
    };
  });
}

export function totalsOf(rows: readonly MemberFigure[], month: string): MonthTotals {
  const { from } = monthRange(month);
  const sum = (f: (r: MemberFigure) => number) => rows.reduce((a, r) => a + f(r), 0);
  return {
    members: rows.length,
    newMembers: rows.filter((r) => r.registeredAt >= from).length,
    activeMembers: rows.filter((r) => r.active).length,
    deposits: sum((r) => r.deposits),
    turnover: sum((r) => r.turnover),
    netResult: sum((r) => r.netResult),
  };
}

import type { Page, RiskPattern, RiskPatternFinding } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isLoopback } from '../risk/links';

type Db = Kysely<Database>;

/**
 * Patterns a betting site's fraud team watches (issue 38, risk). Each defined here by named thresholds
 * (docs/decisions.md "Issue 38" says why these values). A finding names the accounts, what was measured and the
 * threshold it met; the shared device or address goes to the look-up.
 */

/** Accounts seen (registration or login, account_sightings) with one device id within the window... */
export const ACCOUNTS_PER_DEVICE = 3;
/** ...or with one client address: a household or an office shares one, so the same count, within the window only. */
export const ACCOUNTS_PER_ADDRESS = 3;
export const SHARED_WINDOW_DAYS = 30;
/** A withdrawal applied for within this many hours after a bonus credit... */
export const BONUS_THEN_WITHDRAW_HOURS = 24;
/** ...this many times in the window. */
export const BONUS_THEN_WITHDRAW_TIMES = 2;
export const BONUS_WINDOW_DAYS = 30;
/** Deposit orders (any outcome) within one hour, at some point in the window. */
export const DEPOSIT_VELOCITY_ORDERS = 5;
export const DEPOSIT_VELOCITY_HOURS = 1;
/** Withdrawals applied for within 24 hours, at some point in the window. */
export const WITHDRAW_VELOCITY_ORDERS = 3;
export const WITHDRAW_VELOCITY_HOURS = 24;
export const VELOCITY_WINDOW_DAYS = 7;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

type Finding = Omit<RiskPatternFinding, 'players'> & { playerIds: number[] };

async function shared(db: Db, now: Date, kind: 'device' | 'address', threshold: number): Promise<Finding[]> {
  const rows = await db
    .selectFrom('account_sightings')
    .select(['account_id', 'value', 'last_seen'])
    .where('kind', '=', kind)
    .where('last_seen', '>=', ago(now, SHARED_WINDOW_DAYS))
    .execute();
  const byValue = new Map<string, { ids: Set<number>; last: string }>();
  for (const r of rows) {
    if (kind === 'address' && isLoopback(r.value)) continue;
    const v = byValue.get(r.value) ?? { ids: new Set<number>(), last: r.last_seen };
    v.ids.add(r.account_id);
    if (r.last_seen > v.last) v.last = r.last_seen;
    byValue.set(r.value, v);
  }
  return [...byValue]
    .filter(([, v]) => v.ids.size >= threshold)
    .map(([value, v]) => ({
      pattern: kind === 'device' ? 'sharedDevice' : 'sharedAddress',
      playerIds: [...v.ids].sort((a, b) => a - b),
      value,
      figure: String(v.ids.size),
      threshold: `≥ ${threshold}`,
      lastAt: v.last,
    }));
}

/** Times sorted per account. */
function grouped(rows: Array<{ account_id: number; at: string }>): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.account_id, [...(out.get(r.account_id) ?? []), r.at]);
  for (const times of out.values()) times.sort();
  return out;
}

/** The most of `times` (sorted) inside any window of `hours`, and the last of them. */
export function mostWithin(times: readonly string[], hours: number): number {
  let most = 0;
  let first = 0;
  for (let i = 0; i < times.length; i++) {
    while (Date.parse(times[i]!) - Date.parse(times[first]!) > hours * HOUR_MS) first++;
    most = Math.max(most, i - first + 1);
  }
  return most;
}

async function velocity(db: Db, now: Date, table: 'deposit_orders' | 'withdraw_orders', threshold: number, hours: number): Promise<Finding[]> {
  const rows = await db.selectFrom(table).select(['account_id', 'created_at as at']).where('created_at', '>=', ago(now, VELOCITY_WINDOW_DAYS)).execute();
  const found: Finding[] = [];
  for (const [id, times] of grouped(rows)) {
    const most = mostWithin(times, hours);
    if (most >= threshold) {
      found.push({ pattern: table === 'deposit_orders' ? 'depositVelocity' : 'withdrawVelocity', playerIds: [id], value: null, figure: String(most), threshold: `≥ ${threshold} / ${hours}h`, lastAt: times[times.length - 1]! });
    }
  }
  return found;
}

async function bonusThenWithdraw(db: Db, now: Date): Promise<Finding[]> {
  const since = ago(now, BONUS_WINDOW_DAYS);
  const bonuses = await db
    .selectFrom('ledger_entries')
    .innerJoin('wallet_accounts', 'wallet_accounts.id', 'ledger_entries.wallet_account_id')
    .select(['wallet_accounts.account_id as account_id', 'ledger_entries.created_at as at'])
    .where('ledger_entries.kind', '=', 'bonus')
    .where('ledger_entries.amount', '>', 0)
    .where('ledger_entries.created_at', '>=', since)
    .execute();
  if (bonuses.length === 0) return [];
  const withdrawals = grouped(await db.selectFrom('withdraw_orders').select(['account_id', 'created_at as at']).where('created_at', '>=', since).execute());
  const found: Finding[] = [];
  for (const [id, credits] of grouped(bonuses)) {
    const applied = withdrawals.get(id) ?? [];
    // Each bonus counts once: when a withdrawal was applied for within the hours after it (before the next bonus).
    const hits = credits.filter((at, i) => {
      const end = Math.min(Date.parse(at) + BONUS_THEN_WITHDRAW_HOURS * HOUR_MS, i + 1 < credits.length ? Date.parse(credits[i + 1]!) : Infinity);
      return applied.some((w) => Date.parse(w) >= Date.parse(at) && Date.parse(w) <= end);
    });
    if (hits.length >= BONUS_THEN_WITHDRAW_TIMES) {
      found.push({ pattern: 'bonusThenWithdraw', playerIds: [id], value: null, figure: String(hits.length), threshold: `≥ ${BONUS_THEN_WITHDRAW_TIMES} / ${BONUS_THEN_WITHDRAW_HOURS}h`, lastAt: applied[applied.length - 1] ?? hits[hits.length - 1]! });
    }
  }
  return found;
}

const FINDERS: Record<RiskPattern, (db: Db, now: Date) => Promise<Finding[]>> = {
  sharedDevice: (db, now) => shared(db, now, 'device', ACCOUNTS_PER_DEVICE),
  sharedAddress: (db, now) => shared(db, now, 'address', ACCOUNTS_PER_ADDRESS),
  bonusThenWithdraw,
  depositVelocity: (db, now) => velocity(db, now, 'deposit_orders', DEPOSIT_VELOCITY_ORDERS, DEPOSIT_VELOCITY_HOURS),
  withdrawVelocity: (db, now) => velocity(db, now, 'withdraw_orders', WITHDRAW_VELOCITY_ORDERS, WITHDRAW_VELOCITY_HOURS),
};

async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('accounts').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** Every finding now (or those of one pattern), latest first. */
export async function riskPatterns(db: Db, q: { pattern?: RiskPattern | undefined; page: number; size: number }, now = new Date()): Promise<Page<RiskPatternFinding>> {
  const kinds = q.pattern ? [q.pattern] : (Object.keys(FINDERS) as RiskPattern[]);
  const all: Finding[] = [];
  for (const kind of kinds) all.push(...(await FINDERS[kind](db, now)));
  all.sort((a, b) => b.lastAt.localeCompare(a.lastAt) || a.pattern.localeCompare(b.pattern));
  const slice = all.slice((q.page - 1) * q.size, q.page * q.size);
  const names = await namesOf(db, [...new Set(slice.flatMap((f) => f.playerIds))]);
  return {
    total: all.length,
    records: slice.map(({ playerIds, ...f }) => ({ ...f, players: playerIds.map((id) => ({ playerId: id, account: names.get(id) ?? `#${id}` })) })),
  };
}

/** Every account seen with a device id or an address, latest first. */
export async function riskLookup(db: Db, q: { kind: 'device' | 'address'; value: string; page: number; size: number }) {
  const value = q.value.trim();
  const base = db.selectFrom('account_sightings').where('kind', '=', q.kind).where('value', '=', q.kind === 'address' ? value.toLowerCase() : value);
  const total = Number((await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .innerJoin('accounts', 'accounts.id', 'account_sightings.account_id')
    .select(['accounts.id', 'accounts.username', 'account_sightings.source', 'account_sightings.first_seen', 'account_sightings.last_seen'])
    .orderBy('account_sightings.last_seen', 'desc')
    .orderBy('accounts.id', 'desc')
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .execute();
  return { total, records: rows.map((r) => ({ playerId: r.id, account: r.username, source: r.source, firstSeen: r.first_seen, lastSeen: r.last_seen })) };
}

import { HISTORY_MAX_ENTRIES, SESSION_GAP_MINUTES, type BreakKind, type BreakPeriod, type HistoryEntry, type LimitPeriod } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { formatMinor } from '../wallet/money';

type Db = Kysely<Database>;
const GAP_MS = SESSION_GAP_MINUTES * 60_000;
/** Bets read to build the sessions: enough for the newest HISTORY_MAX_ENTRIES sessions of any player who plays in bursts. */
const BETS_READ = 20_000;

type Bet = { bet_time: string; total_bet: number; profit: number; main_per_unit: number };

/**
 * Play sessions from bet records (docs/decisions.md, issue 20): bets less than SESSION_GAP_MINUTES
 * apart are one session. Amounts are in the main currency (game points x main_per_unit, as the bet
 * summary counts them). `bets` is newest first; sessions come out newest first.
 */
export function sessionsOf(bets: readonly Bet[]): Extract<HistoryEntry, { type: 'session' }>[] {
  const sessions: Extract<HistoryEntry, { type: 'session' }>[] = [];
  let current: { first: number; last: number; bets: number; staked: number; net: number } | null = null;
  const close = () => {
    if (!current) return;
    sessions.push({
      type: 'session',
      at: new Date(current.first).toISOString(),
      endedAt: new Date(current.last).toISOString(),
      minutes: Math.max(1, Math.round((current.last - current.first) / 60_000)),
      bets: current.bets,
      staked: formatMinor(Math.round(current.staked)),
      net: formatMinor(Math.round(current.net)),
    });
  };
  for (const bet of bets) {
    const t = Date.parse(bet.bet_time);
    const staked = Number(bet.total_bet) * Number(bet.main_per_unit);
    const net = Number(bet.profit) * Number(bet.main_per_unit);
    if (current && current.first - t < GAP_MS) {
      current.first = t;
      current.bets += 1;
      current.staked += staked;
      current.net += net;
      continue;
    }
    close();
    current = { first: t, last: t, bets: 1, staked, net };
  }
  close();
  return sessions;
}

/** GET /v1/protection/history: limit changes, breaks and play sessions in one list, newest first. */
export async function protectionHistory(db: Db, accountId: number): Promise<{ entries: HistoryEntry[] }> {
  const limits = await db
    .selectFrom('deposit_limit_history')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(HISTORY_MAX_ENTRIES)
    .execute();
  const breaks = await db
    .selectFrom('protection_breaks')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(HISTORY_MAX_ENTRIES)
    .execute();
  const bets = await db
    .selectFrom('bet_records')
    .select(['bet_time', 'total_bet', 'profit', 'main_per_unit'])
    .where('account_id', '=', accountId)
    .orderBy('bet_time', 'desc')
    .limit(BETS_READ)
    .execute();
  const amount = (v: number | null) => (v === null ? null : formatMinor(Number(v)));
  const entries: HistoryEntry[] = [
    ...limits.map(
      (r): HistoryEntry => ({
        type: 'limit',
        at: r.created_at,
        period: r.period as LimitPeriod,
        action: r.action,
        oldAmount: amount(r.old_amount),
        newAmount: amount(r.new_amount),
        effectiveAt: r.effective_at,
      }),
    ),
    ...breaks.map(
      (r): HistoryEntry => ({
        type: 'break',
        at: r.started_at,
        kind: r.kind as BreakKind,
        period: r.period as BreakPeriod,
        until: r.until,
        endedAt: r.ended_at,
        endedBy: r.ended_by === 'replaced' || r.ended_by === 'operator' ? r.ended_by : null,
      }),
    ),
    ...sessionsOf(bets),
  ];
  entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { entries: entries.slice(0, HISTORY_MAX_ENTRIES) };
}

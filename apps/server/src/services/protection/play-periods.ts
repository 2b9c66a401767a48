import { PLAY_SESSION_IDLE_MINUTES } from '@site/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PlayPeriodsTable } from '../../db/schema-protection-play';
import { LIMIT_CURRENCY } from './limits';

type Db = Kysely<Database>;
export type PlayPeriod = Selectable<PlayPeriodsTable>;

export const IDLE_MS = PLAY_SESSION_IDLE_MINUTES * 60_000;

/**
 * The player's running play session at `now`: the latest one whose last launch or bet is less than
 * PLAY_SESSION_IDLE_MINUTES ago (docs/decisions.md, issue 20), or undefined.
 */
export function currentPeriod(db: Db, accountId: number, now: Date): Promise<PlayPeriod | undefined> {
  return db
    .selectFrom('play_periods')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('last_activity_at', '>', new Date(now.getTime() - IDLE_MS).toISOString())
    .where('started_at', '<=', now.toISOString())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A launch or a bet at `now`: the running session goes on, or a new one starts. */
export async function touchPeriod(trx: Db, accountId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  const running = await currentPeriod(trx, accountId, now);
  if (running) {
    if (running.last_activity_at < at) await trx.updateTable('play_periods').set({ last_activity_at: at }).where('id', '=', running.id).execute();
    return;
  }
  await trx.insertInto('play_periods').values({ account_id: accountId, started_at: at, last_activity_at: at, acknowledged_at: null }).execute();
}

/**
 * Payouts minus stakes of the player's settled NTD bets placed from `from` to `to` (both included), in NTD minor units
 * (negative = lost): the bet records the player's bet-record screen lists, game units converted by
 * each record's main_per_unit.
 */
export async function netSince(db: Db, accountId: number, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('bet_records')
    .select(sql<number | string | null>`sum(profit * main_per_unit)`.as('net'))
    .where('account_id', '=', accountId)
    .where('currency', '=', LIMIT_CURRENCY)
    .where('settle_status', '=', 'settled')
    .where('bet_time', '>=', from.toISOString())
    .where('bet_time', '<=', to.toISOString())
    .executeTakeFirst();
  return Number(row?.net ?? 0);
}

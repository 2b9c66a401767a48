import type { RealityCheck, RealityInterval } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { formatMinor } from '../wallet/money';
import { PlayLimitErrors } from './play-errors';
import { currentPeriod, netSince, type PlayPeriod } from './play-periods';

type Db = Kysely<Database>;
const MINUTE_MS = 60_000;

/**
 * The reality check (issue 20, UKGC RTS 13): the player's interval and the running play session's
 * start, time played and net result. The server is the source of the due time: the interval after
 * the later of the session's start and the player's last answer, so every tab and the game window
 * compute the same time, and one answer (ackRealityCheck) moves it for all of them.
 */
export async function realityCheck(db: Db, accountId: number, now = new Date()): Promise<RealityCheck> {
  const intervalMinutes = await intervalOf(db, accountId);
  const running = await currentPeriod(db, accountId, now);
  if (!running) return { intervalMinutes, now: now.toISOString(), session: null };
  return {
    intervalMinutes,
    now: now.toISOString(),
    session: {
      startedAt: running.started_at,
      elapsedSeconds: Math.max(0, Math.floor((now.getTime() - Date.parse(running.started_at)) / 1000)),
      net: formatMinor(await netSince(db, accountId, new Date(running.started_at), now)),
      acknowledgedAt: running.acknowledged_at,
      dueAt: dueAtOf(running, intervalMinutes),
    },
  };
}

async function intervalOf(db: Db, accountId: number): Promise<number> {
  const setting = await db.selectFrom('reality_checks').select('interval_minutes').where('account_id', '=', accountId).executeTakeFirst();
  return setting?.interval_minutes ?? 0;
}

/** The next check of a play session: an interval after the later of its start and the player's last answer; null when off. */
function dueAtOf(running: PlayPeriod, intervalMinutes: number): string | null {
  if (intervalMinutes <= 0) return null;
  const from = running.acknowledged_at !== null && running.acknowledged_at > running.started_at ? running.acknowledged_at : running.started_at;
  return new Date(Date.parse(from) + intervalMinutes * MINUTE_MS).toISOString();
}

/**
 * Issue 33: the reality check is enforced, not only shown. A launch or a bet while the running play
 * session's check is due and unanswered is refused (031054, data { dueAt }) until the player answers it
 * (ackRealityCheck, from the site or the game window): the dialog is the player's pause, so play does
 * not go on behind it. Called by guardPlay, in the launch's and the bet's transaction.
 */
export async function assertRealityAnswered(trx: Db, accountId: number, now: Date): Promise<void> {
  const intervalMinutes = await intervalOf(trx, accountId);
  if (intervalMinutes <= 0) return;
  const running = await currentPeriod(trx, accountId, now);
  const dueAt = running ? dueAtOf(running, intervalMinutes) : null;
  if (dueAt !== null && dueAt <= now.toISOString()) throw PlayLimitErrors.realityCheckDue({ dueAt });
}

/** PUT: the interval (0 = off), kept per player. */
export async function setRealityCheck(db: Db, accountId: number, intervalMinutes: RealityInterval, now = new Date()): Promise<RealityCheck> {
  const at = now.toISOString();
  await db
    .insertInto('reality_checks')
    .values({ account_id: accountId, interval_minutes: intervalMinutes, updated_at: at })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ interval_minutes: intervalMinutes, updated_at: at }))
    .execute();
  return realityCheck(db, accountId, now);
}

/** POST ack: the player answered (continue or stop); the next check is due an interval from now. */
export async function ackRealityCheck(db: Db, accountId: number, now = new Date()): Promise<RealityCheck> {
  const running = await currentPeriod(db, accountId, now);
  if (running) await db.updateTable('play_periods').set({ acknowledged_at: now.toISOString() }).where('id', '=', running.id).execute();
  return realityCheck(db, accountId, now);
}

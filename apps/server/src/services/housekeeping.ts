import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { expireDeposits } from './fund/deposits';
import { pruneRateLimits } from './rate-limit-store';

type Db = Kysely<Database>;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * How long spent or expired rows are kept before they are deleted. Each is
 * longer than anything that still reads them: a client repeats a money call
 * with the same idempotency key within seconds (a lost reply), never a day
 * later; code sending is rate-limited per number and device over 24 hours;
 * lockouts look back 15 minutes; a session ends 7 days after its last use; a rate-limit window
 * lasts a minute.
 */
export const RETENTION = {
  idempotencyKeys: DAY,
  outbox: 7 * DAY,
  expired: DAY,
  loginFailures: DAY,
  rateLimits: HOUR,
} as const;

export type HousekeepingReport = Record<'idempotencyKeys' | 'outbox' | 'captchas' | 'tickets' | 'lineStates' | 'sessions' | 'loginFailures' | 'rateLimits' | 'depositTimeouts', number>;

const before = (now: number, ms: number) => new Date(now - ms).toISOString();
const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * Deletes what no request can use any more; money (ledger, transfers, bets) is
 * never touched. Also times out unpaid deposit orders past their expiry (reads
 * do it lazily for their player; this catches everybody else).
 */
export async function housekeeping(db: Db, now = Date.now()): Promise<HousekeepingReport> {
  const expired = before(now, RETENTION.expired);
  const depositTimeouts = await expireDeposits(db, new Date(now));
  return {
    idempotencyKeys: count(await db.deleteFrom('idempotency_keys').where('created_at', '<', before(now, RETENTION.idempotencyKeys)).executeTakeFirst()),
    outbox: count(await db.deleteFrom('sms_outbox').where('created_at', '<', before(now, RETENTION.outbox)).executeTakeFirst()),
    captchas: count(await db.deleteFrom('captchas').where('expires_at', '<', expired).executeTakeFirst()),
    // One-time login codes (issue 17) are tickets too.
    tickets:
      count(await db.deleteFrom('verification_tickets').where('expires_at', '<', expired).executeTakeFirst()) +
      count(await db.deleteFrom('login_codes').where('expires_at', '<', expired).executeTakeFirst()) +
      // The two-factor login step's tickets (issue 39).
      count(await db.deleteFrom('two_factor_tickets').where('expires_at', '<', expired).executeTakeFirst()),
    lineStates: count(await db.deleteFrom('line_states').where('expires_at', '<', expired).executeTakeFirst()),
    sessions: count(
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<', expired), eb('revoked_at', '<', expired)]))
        .executeTakeFirst(),
    ),
    loginFailures:
      count(await db.deleteFrom('login_guards').where('window_start', '<', before(now, RETENTION.loginFailures)).executeTakeFirst()) +
      count(await db.deleteFrom('session_password_guards').where('window_start', '<', before(now, RETENTION.loginFailures)).executeTakeFirst()) +
      // The account ceiling's window and its stepped-up period are a day each: gone after both.
      count(
        await db
          .deleteFrom('account_login_guards')
          .where('window_start', '<', before(now, 2 * RETENTION.loginFailures))
          .where((eb) => eb.or([eb('stepped_until', 'is', null), eb('stepped_until', '<', before(now, 0))]))
          .executeTakeFirst(),
      ),
    rateLimits: await pruneRateLimits(db, now - RETENTION.rateLimits),
    depositTimeouts,
  };
}

/** Runs at start and then hourly; the timer does not keep the process alive. */
export function scheduleHousekeeping(db: Db, onError: (error: unknown) => void, everyMs = HOUR): () => void {
  const run = () => void housekeeping(db).catch(onError);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

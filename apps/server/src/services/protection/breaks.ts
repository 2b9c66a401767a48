import { breakEnd, isBreakPeriodOf, OFFER_AFTER_REGISTRATION_MINUTES, type ActiveBreak, type BreakKind, type BreakPeriod, type ProtectionStatus } from '@site/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import { isPostgres } from '../../db/migrations/util';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { ProtectionBreaksTable } from '../../db/schema-protection-exclusion';
import { CoreErrors } from '../../domain/errors';
import { accountById } from '../accounts/accounts';
import { checkSessionPassword } from '../accounts/login-ceiling';
import type { Session } from '../accounts/sessions';
import { pokingTransaction } from '../wallet/group-commit';
import { cancelDepositsForBreak } from './break-orders';
import { ExclusionErrors, type BreakGuarded } from './exclusion-errors';

type Db = Kysely<Database>;
type BreakRow = Selectable<ProtectionBreaksTable>;
const iso = (d: Date) => d.toISOString();

// Every money call and sign-in asks (db/prepared.ts).
const breakRunning = prepared((db: Db, a: { accountId: number; now: string }) =>
  db
    .selectFrom('protection_breaks')
    .selectAll()
    .where('account_id', '=', a.accountId)
    .where('ended_at', 'is', null)
    .where((eb) => eb.or([eb('kind', '=', 'exclusion'), eb('until', '>', a.now)]))
    .orderBy('id', 'desc'),
);

/**
 * The break in force: not ended, and a time-out whose end is still ahead or a self-exclusion of any
 * date (one past its date runs on until an operator ends it). Of several (none should be), the latest.
 */
export async function runningBreak(db: Db, accountId: number, now: Date): Promise<BreakRow | null> {
  return (await breakRunning.first(db, { accountId, now: iso(now) })) ?? null;
}

function viewOf(row: BreakRow, now: Date): ActiveBreak {
  return {
    kind: row.kind as BreakKind,
    period: row.period as BreakPeriod,
    startedAt: row.started_at,
    until: row.until,
    awaitingEnd: row.kind === 'exclusion' && row.until <= iso(now),
  };
}

/** Refuses `what` (031060-031066, data { kind, until }) while a time-out or self-exclusion runs: the break policy's check (http/break-gate.ts) and the operator's deposit approval. */
export async function assertNoBreak(db: Db, accountId: number, what: BreakGuarded, now = new Date()): Promise<void> {
  const row = await runningBreak(db, accountId, now);
  if (row) throw ExclusionErrors[what]({ kind: row.kind as BreakKind, until: row.until });
}

/** Whether a break runs: the login advert is not shown then (home-content's dialog list). */
export async function onBreak(db: Db, accountId: number, now = new Date()): Promise<boolean> {
  return (await runningBreak(db, accountId, now)) !== null;
}

async function offerDue(db: Db, accountId: number): Promise<boolean> {
  const answered = await db.selectFrom('protection_offers').select('account_id').where('account_id', '=', accountId).executeTakeFirst();
  if (answered) return false;
  const credited = await db.selectFrom('deposit_orders').select('id').where('account_id', '=', accountId).where('status', '=', 'success').limit(1).executeTakeFirst();
  return !credited;
}

/** GET /v1/protection/status. */
export async function protectionStatus(db: Db, accountId: number, now = new Date()): Promise<ProtectionStatus> {
  const row = await runningBreak(db, accountId, now);
  const account = await db.selectFrom('accounts').select('register_date').where('id', '=', accountId).executeTakeFirstOrThrow();
  const justRegistered = now.getTime() - Date.parse(account.register_date) < OFFER_AFTER_REGISTRATION_MINUTES * 60_000;
  return { break: row ? viewOf(row, now) : null, limitsOfferDue: await offerDue(db, accountId), justRegistered };
}

/**
 * POST /v1/protection/break: the login password is checked first, counted by the session-password
 * guard (5 wrong in 15 minutes end every session of the account); then, under the player's lock, a
 * running break may only be replaced by one ending later (012101), and a time-out never replaces a
 * self-exclusion (012102). The replaced row keeps its history ('replaced'). The player's unpaid deposit
 * orders are cancelled with it, each with a notice (break-orders.ts).
 */
export async function takeBreak(db: Db, session: Session, input: { kind: BreakKind; period: string; password: string }, now = new Date()): Promise<ProtectionStatus> {
  if (!isBreakPeriodOf(input.kind, input.period)) throw CoreErrors.badRequest({ period: input.period });
  const period = input.period;
  const account = await accountById(db, session.accountId);
  await checkSessionPassword(db, session, input.password, account.password_hash, ExclusionErrors.passwordWrong, now.getTime());
  const until = iso(breakEnd(period, now));
  // Its notices reach the player's open tabs once it committed.
  await pokingTransaction(db, async (trx) => {
    if (isPostgres(trx)) await sql`select id from accounts where id = ${session.accountId} for no key update`.execute(trx);
    const running = await runningBreak(trx, session.accountId, now);
    if (running) {
      const data = { kind: running.kind as BreakKind, until: running.until };
      if (running.kind === 'exclusion' && input.kind === 'timeout') throw ExclusionErrors.excluded(data);
      if (until <= running.until) throw ExclusionErrors.notLonger(data);
      await trx.updateTable('protection_breaks').set({ ended_at: iso(now), ended_by: 'replaced' }).where('id', '=', running.id).execute();
    }
    await trx
      .insertInto('protection_breaks')
      .values({ account_id: session.accountId, kind: input.kind, period, started_at: iso(now), until, ended_at: null, ended_by: null })
      .execute();
    await cancelDepositsForBreak(trx, session.accountId, input.kind, now); // issue 33: no order opened before it is paid during it
  });
  return protectionStatus(db, session.accountId, now);
}

/** POST /v1/protection/limits-offer: the first answer is kept; later ones change nothing. */
export async function answerLimitsOffer(db: Db, accountId: number, answer: 'skipped' | 'set', now = new Date()): Promise<ProtectionStatus> {
  await db
    .insertInto('protection_offers')
    .values({ account_id: accountId, answer, answered_at: iso(now) })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  return protectionStatus(db, accountId, now);
}

/** Why an operator's end of a self-exclusion was refused. */
export class ExclusionEndRefused extends Error {}

/**
 * `npm run ops -- protection end-exclusion <account>`: ends a self-exclusion whose date has passed.
 * Refused (ExclusionEndRefused) without one, or before its date. Answers the ended row's dates.
 */
export async function endExclusion(db: Db, accountId: number, now = new Date()): Promise<{ startedAt: string; until: string }> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select id from accounts where id = ${accountId} for no key update`.execute(trx);
    const row = await runningBreak(trx, accountId, now);
    if (!row || row.kind !== 'exclusion') throw new ExclusionEndRefused('no self-exclusion is running');
    if (row.until > iso(now)) throw new ExclusionEndRefused(`the self-exclusion runs until ${row.until}; it cannot be ended before then`);
    await trx.updateTable('protection_breaks').set({ ended_at: iso(now), ended_by: 'operator' }).where('id', '=', row.id).execute();
    return { startedAt: row.started_at, until: row.until };
  });
}

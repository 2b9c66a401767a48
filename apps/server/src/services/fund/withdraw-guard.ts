import { SERVER_UTC_OFFSET_MINUTES } from '@site/contract';
import { sql } from 'kysely';
import { verifyPassword } from '../accounts/secrets';
import { type Db, iso, plusMs } from './common';
import { FundErrors } from './errors';
import { writeNotice, type NoticeTexts } from './notices';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Wrong withdrawal passwords (issue 17; docs/decisions.md "Issue 17: the withdrawal password..."):
 * 5 wrong in a row lock withdrawals, and every further check of the password, for 15 minutes, then
 * 1 hour, then 24 hours for each later lock. A lock more than 30 days after the previous one starts
 * the ladder again, so a player who mistypes twice a year is not locked for a day. A 6-digit password
 * has 1,000,000 values: 5 guesses a day at most is 1 in 200,000 a day.
 */
export const WITHDRAW_GUARD = {
  maxFailures: 5,
  lockMs: [15 * MINUTE, HOUR, 24 * HOUR],
  ladderResetMs: 30 * 24 * HOUR,
} as const;

const minutesLeft = (until: string, now: Date) => Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / MINUTE));

/** The end of the player's running lock, or null. */
export async function withdrawLockedUntil(db: Db, accountId: number, now: Date): Promise<string | null> {
  const row = await db.selectFrom('withdraw_guards').select('locked_until').where('account_id', '=', accountId).executeTakeFirst();
  return row?.locked_until && row.locked_until > iso(now) ? row.locked_until : null;
}

/** 031030 while a lock runs: the same answer whatever password comes with the request. */
export async function assertNotLocked(db: Db, accountId: number, now: Date): Promise<void> {
  const until = await withdrawLockedUntil(db, accountId, now);
  if (until) throw FundErrors.withdrawLocked(until, minutesLeft(until, now));
}

/** The lock a wrong secret that reaches the limit sets: the ladder's next step (also the staff login's: services/staff/guard.ts). */
export function lockLength(locks: number, lastLockedAt: string | null, now: Date): { step: number; ms: number } {
  const fresh = !lastLockedAt || now.getTime() - Date.parse(lastLockedAt) > WITHDRAW_GUARD.ladderResetMs;
  const step = fresh ? 0 : locks;
  const ladder = WITHDRAW_GUARD.lockMs;
  return { step, ms: ladder[Math.min(step, ladder.length - 1)] ?? HOUR };
}

/** "2026-11-26 18:45" in server time (+08:00), as the notice shows it. */
function serverTime(at: string): string {
  return new Date(Date.parse(at) + SERVER_UTC_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 16).replace('T', ' ');
}

function lockNotice(until: string): NoticeTexts {
  const when = serverTime(until);
  return {
    TW: { title: '託售功能已鎖定', body: `託售密碼連續輸入錯誤 ${WITHDRAW_GUARD.maxFailures} 次，託售功能已鎖定至 ${when}（UTC+8）。如非本人操作，請立即修改密碼並聯繫客服。` },
    EN: {
      title: 'Withdrawals locked',
      body: `The withdrawal password was entered wrongly ${WITHDRAW_GUARD.maxFailures} times in a row, so withdrawals are locked until ${when} (UTC+8). If this was not you, change your password and contact customer service now.`,
    },
    TH: {
      title: 'ระงับการถอนเงินชั่วคราว',
      body: `ใส่รหัสผ่านการถอนเงินผิด ${WITHDRAW_GUARD.maxFailures} ครั้งติดต่อกัน การถอนเงินถูกระงับถึง ${when} (UTC+8) หากไม่ใช่คุณ กรุณาเปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้าทันที`,
    },
  };
}

/** How long a check may wait for the running ones to finish, and how stale a pending check counts as abandoned (a crashed process). */
const WAIT_MS = 30_000;
const STALE_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reserves one check of the password: one atomic upsert adds it to `pending` (and clears a lock
 * that has ended) and answers the row. It may run when failures + pending stay within the limit;
 * otherwise it gives its reservation back and waits for the running checks (each either a right
 * password, which frees the budget, or a wrong one, which may set the lock).
 */
async function reserveCheck(db: Db, accountId: number, now: Date) {
  const started = Date.now();
  for (;;) {
    const at = iso(new Date(Math.max(now.getTime(), Date.now())));
    const ended = sql<boolean>`withdraw_guards.locked_until is not null and withdraw_guards.locked_until <= ${at}`;
    const stale = sql<boolean>`withdraw_guards.updated_at < ${iso(plusMs(new Date(at), -STALE_MS))}`;
    const row = await db
      .insertInto('withdraw_guards')
      .values({ account_id: accountId, failures: 0, pending: 1, locks: 0, locked_until: null, last_locked_at: null, updated_at: at })
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet((eb) => ({
          failures: eb.case().when(ended).then(0).else(eb.ref('withdraw_guards.failures')).end(),
          pending: eb.case().when(stale).then(1).else(eb('withdraw_guards.pending', '+', 1)).end(),
          locked_until: eb.case().when(ended).then(sql<string | null>`null`).else(eb.ref('withdraw_guards.locked_until')).end(),
          updated_at: at,
        })),
      )
      .returning(['failures', 'pending', 'locks', 'locked_until', 'last_locked_at'])
      .executeTakeFirstOrThrow();
    const locked = row.locked_until && row.locked_until > at ? row.locked_until : null;
    if (!locked && Number(row.failures) + Number(row.pending) <= WITHDRAW_GUARD.maxFailures) return row;
    await release(db, accountId);
    if (locked) throw FundErrors.withdrawLocked(locked, minutesLeft(locked, now));
    if (Date.now() - started > WAIT_MS) {
      // Still busy after the wait (a flood of guesses): refused like a lock, nothing checked.
      const until = iso(plusMs(new Date(), 60_000));
      throw FundErrors.withdrawLocked(until, 1);
    }
    await sleep(20 + Math.floor(Math.random() * 30));
  }
}

async function release(db: Db, accountId: number, set: { failures?: 'reset' | 'add' } = {}) {
  return db
    .updateTable('withdraw_guards')
    .set((eb) => ({
      pending: eb.case().when('pending', '>', 0).then(eb('pending', '-', 1)).else(0).end(),
      ...(set.failures === 'reset' ? { failures: 0 } : set.failures === 'add' ? { failures: eb('failures', '+', 1) } : {}),
      updated_at: iso(new Date()),
    }))
    .where('account_id', '=', accountId)
    .returning(['failures', 'locks', 'last_locked_at'])
    .executeTakeFirstOrThrow();
}

/**
 * In this process, at most maxFailures checks of one player run at once; the others wait here in
 * memory rather than polling the database (100 concurrent withdrawals of one player stay cheap).
 * The database reservation still holds the limit across processes.
 */
const running = new WeakMap<Db, Map<number, { active: number; queue: Array<() => void> }>>();

async function inProcessTurn<T>(db: Db, accountId: number, work: () => Promise<T>): Promise<T> {
  let byAccount = running.get(db);
  if (!byAccount) running.set(db, (byAccount = new Map()));
  let slot = byAccount.get(accountId);
  if (!slot) byAccount.set(accountId, (slot = { active: 0, queue: [] }));
  const own = slot;
  if (own.active >= WITHDRAW_GUARD.maxFailures) await new Promise<void>((resolve) => own.queue.push(resolve));
  else own.active += 1;
  try {
    return await work();
  } finally {
    // The turn passes straight to the next waiter (active stays counted), else is given back.
    const next = own.queue.shift();
    if (next) next();
    else {
      own.active -= 1;
      if (own.active === 0) byAccount.delete(accountId);
    }
  }
}

/**
 * Checks a withdrawal password, counted. A check runs only once reserved (reserveCheck): wrong
 * ones so far plus the ones running never pass maxFailures, so of any number of concurrent
 * guesses at most maxFailures reach verifyPassword before the lock; the rest wait and then
 * answer the lock. A right password sets the count back to 0. The wrong one that reaches the
 * limit sets the lock and writes the player a system notice; it answers 031008 with
 * attemptsLeft 0 and the lock's end, every later request 031030, right password or not.
 */
export function checkWithdrawPassword(db: Db, accountId: number, hash: string, guess: string, now = new Date()): Promise<void> {
  return inProcessTurn(db, accountId, () => countedCheck(db, accountId, hash, guess, now));
}

async function countedCheck(db: Db, accountId: number, hash: string, guess: string, now: Date): Promise<void> {
  await reserveCheck(db, accountId, now);
  let right: boolean;
  try {
    right = await verifyPassword(guess, hash);
  } catch (error) {
    await release(db, accountId);
    throw error;
  }
  if (right) {
    await release(db, accountId, { failures: 'reset' });
    return;
  }
  const row = await release(db, accountId, { failures: 'add' });
  const failures = Number(row.failures);
  if (failures < WITHDRAW_GUARD.maxFailures) throw FundErrors.withdrawPasswordWrong({ attemptsLeft: WITHDRAW_GUARD.maxFailures - failures, lockedUntil: null });
  const { step, ms } = lockLength(Number(row.locks), row.last_locked_at, now);
  const at = iso(now);
  const until = iso(plusMs(now, ms));
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('withdraw_guards').set({ failures: 0, locks: step + 1, locked_until: until, last_locked_at: at, updated_at: at }).where('account_id', '=', accountId).execute();
    await writeNotice(trx, accountId, 'system', lockNotice(until), now);
  });
  throw FundErrors.withdrawPasswordWrong({ attemptsLeft: 0, lockedUntil: until });
}

/**
 * `npm run ops -- fund password-unlock <account>`: customer service ends a running lock and the
 * wrong-password count once it has checked who is calling. The ladder of past locks stays, so a
 * player locked again soon after is locked for the next, longer step. Checks still running are
 * left to finish (their reservations). Answers the lock that was running, or null.
 */
export async function unlockWithdrawPassword(db: Db, accountId: number, now = new Date()): Promise<string | null> {
  const until = await withdrawLockedUntil(db, accountId, now);
  await db.updateTable('withdraw_guards').set({ failures: 0, locked_until: null, updated_at: iso(now) }).where('account_id', '=', accountId).execute();
  return until;
}

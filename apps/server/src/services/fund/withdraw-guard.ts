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

function lockLength(locks: number, lastLockedAt: string | null, now: Date): { step: number; ms: number } {
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

/**
 * Checks a withdrawal password, counted. The check is reserved before it runs by one atomic upsert
 * (failures + 1, or 1 when a lock has ended) that answers the new count: of any number of concurrent
 * guesses only maxFailures get a count within the limit, so only they reach verifyPassword; the others
 * answer the lock. A right password sets the count back to 0. The wrong one that used the last check
 * sets the lock and writes the player a system notice; it answers 031008 with attemptsLeft 0 and the
 * lock's end, every later request 031030.
 */
export async function checkWithdrawPassword(db: Db, accountId: number, hash: string, guess: string, now = new Date()): Promise<void> {
  const at = iso(now);
  const ended = sql<boolean>`withdraw_guards.locked_until is not null and withdraw_guards.locked_until <= ${at}`;
  const row = await db
    .insertInto('withdraw_guards')
    .values({ account_id: accountId, failures: 1, locks: 0, locked_until: null, last_locked_at: null, updated_at: at })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet((eb) => ({
        failures: eb.case().when(ended).then(1).else(eb('withdraw_guards.failures', '+', 1)).end(),
        locked_until: eb.case().when(ended).then(sql<string | null>`null`).else(eb.ref('withdraw_guards.locked_until')).end(),
        updated_at: at,
      })),
    )
    .returning(['failures', 'locks', 'locked_until', 'last_locked_at'])
    .executeTakeFirstOrThrow();
  if (row.locked_until && row.locked_until > at) throw FundErrors.withdrawLocked(row.locked_until, minutesLeft(row.locked_until, now));
  const failures = Number(row.failures);
  if (failures > WITHDRAW_GUARD.maxFailures) {
    // The last allowed check is still running in another request and will set the lock; answer it now.
    const until = iso(plusMs(now, lockLength(Number(row.locks), row.last_locked_at, now).ms));
    throw FundErrors.withdrawLocked(until, minutesLeft(until, now));
  }
  if (await verifyPassword(guess, hash)) {
    await db.updateTable('withdraw_guards').set({ failures: 0, updated_at: iso(new Date()) }).where('account_id', '=', accountId).execute();
    return;
  }
  if (failures < WITHDRAW_GUARD.maxFailures) throw FundErrors.withdrawPasswordWrong({ attemptsLeft: WITHDRAW_GUARD.maxFailures - failures, lockedUntil: null });
  const { step, ms } = lockLength(Number(row.locks), row.last_locked_at, now);
  const until = iso(plusMs(now, ms));
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('withdraw_guards').set({ failures: 0, locks: step + 1, locked_until: until, last_locked_at: at, updated_at: at }).where('account_id', '=', accountId).execute();
    await writeNotice(trx, accountId, 'system', lockNotice(until), now);
  });
  throw FundErrors.withdrawPasswordWrong({ attemptsLeft: 0, lockedUntil: until });
}

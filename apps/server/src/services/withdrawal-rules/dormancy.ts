import { SMS_REQUEST_TYPES, TERMS, TERMS_MINOR } from '@site/contract';
import { sql } from 'kysely';
import { useCode } from '../accounts/codes';
import { type Db, iso } from '../fund/common';
import { writeNotice, type NoticeTexts } from '../fund/notices';
import { moneyTransaction } from '../wallet/group-commit';
import { balanceOf, lockWallets, MAIN, move, walletAccountId } from '../wallet/ledger';
import { formatMinor } from '../wallet/money';
import { TermsErrors } from './errors';

/**
 * Dormancy (issue 20, the terms: "12 months inactivity, a monthly dormancy fee"). An account without a login for
 * 12 months is dormant from the day the 12 months end; it pays TERMS.dormancyFeeMonthly for each full month of
 * dormancy while it has not logged in again (never more than its NTD balance), and is told so in its inbox. A login
 * stops the fees; money leaves the account again once the player has also confirmed an SMS code (type 11) to the
 * bound phone. The job works out every due step from the stored state and the given time, so it may run twice, on
 * several servers, or late after downtime, and does each step once (unique rows decide).
 */

/** `at` plus `months` calendar months (UTC), the day clamped to the month's end. */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

const fee = formatMinor(TERMS_MINOR.dormancyFeeMonthly);

function dormantNotice(): NoticeTexts {
  return {
    TW: {
      title: '帳號已轉為休眠',
      body: `您的帳號已連續 ${TERMS.dormantAfterMonths} 個月未登入，已轉為休眠帳號。休眠期間每月將收取 ${fee} 元休眠管理費（不會超過帳戶餘額）。請登入並完成手機簡訊驗證以恢復帳號。`,
    },
    EN: {
      title: 'Your account is now dormant',
      body: `Your account has not been logged in to for ${TERMS.dormantAfterMonths} months and is now dormant. A dormancy fee of ${fee} is charged each month while it stays dormant (never more than the balance). Log in and confirm the SMS code sent to your phone to reactivate it.`,
    },
    TH: {
      title: 'บัญชีของคุณอยู่ในสถานะพักการใช้งาน',
      body: `บัญชีของคุณไม่ได้เข้าสู่ระบบมา ${TERMS.dormantAfterMonths} เดือนและอยู่ในสถานะพักการใช้งานแล้ว จะมีค่าธรรมเนียมบัญชีพักการใช้งานเดือนละ ${fee} (ไม่เกินยอดเงินคงเหลือ) กรุณาเข้าสู่ระบบและยืนยันรหัส SMS ที่ส่งไปยังโทรศัพท์ของคุณเพื่อเปิดใช้งานบัญชีอีกครั้ง`,
    },
  };
}

export interface DormancyRun {
  /** Accounts that became dormant in this run. */
  dormant: number;
  /** Monthly fees recorded in this run, and how much they took in all (minor units). */
  fees: number;
  charged: number;
}

/** Opens the dormancies due by `now` (one per stretch of inactivity) and tells each player once. */
async function openDormancies(db: Db, now: Date): Promise<number> {
  const cutoff = iso(addMonths(now, -TERMS.dormantAfterMonths));
  const idle = await db
    .selectFrom('accounts')
    .select(['id', 'last_login_at', 'register_date'])
    .where((eb) => eb(eb.fn.coalesce('last_login_at', 'register_date'), '<=', cutoff))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('dormancies as d').select('d.id').whereRef('d.account_id', '=', 'accounts.id').where('d.ended_at', 'is', null))))
    .execute();
  let opened = 0;
  for (const a of idle) {
    const since = iso(addMonths(new Date(a.last_login_at ?? a.register_date), TERMS.dormantAfterMonths));
    const done = await moneyTransaction(db, async (trx) => {
      const row = await trx
        .insertInto('dormancies')
        .values({ account_id: a.id, since, ended_at: null, created_at: iso(now) })
        .onConflict((oc) => oc.columns(['account_id', 'since']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) await writeNotice(trx, a.id, 'system', dormantNotice(), now);
      return row !== undefined;
    });
    if (done) opened += 1;
  }
  return opened;
}

/** Charges every month fee due by `now` of open dormancies whose player has not logged in since they began. */
async function chargeFees(db: Db, now: Date): Promise<{ fees: number; charged: number }> {
  const open = await db
    .selectFrom('dormancies as d')
    .innerJoin('accounts as a', 'a.id', 'd.account_id')
    .select(['d.id', 'd.account_id', 'd.since', 'a.last_login_at', sql<number | null>`(select max(f.month_no) from dormancy_fees f where f.dormancy_id = d.id)`.as('done')])
    .where('d.ended_at', 'is', null)
    .execute();
  let fees = 0;
  let charged = 0;
  for (const d of open) {
    // A login after the dormancy began stops its fees (the player is back; the SMS code restores withdrawals).
    if (d.last_login_at && d.last_login_at > d.since) continue;
    // From the month after the last one recorded (the unique row still decides when two runs meet).
    for (let month = Number(d.done ?? 0) + 1; addMonths(new Date(d.since), month) <= now; month += 1) {
      const dueAt = iso(addMonths(new Date(d.since), month));
      const taken = await moneyTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('dormancy_fees')
          .values({ dormancy_id: d.id, month_no: month, amount: 0, due_at: dueAt, created_at: iso(now) })
          .onConflict((oc) => oc.columns(['dormancy_id', 'month_no']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return null;
        const walletId = await walletAccountId(trx, d.account_id, 'NTD', MAIN, iso(now));
        await lockWallets(trx, [walletId]);
        const amount = Math.min(TERMS_MINOR.dormancyFeeMonthly, await balanceOf(trx, d.account_id, 'NTD', MAIN));
        if (amount > 0) {
          await move(trx, { walletId, amount: -amount, kind: 'dormancyFee', reference: `DF${d.id}-${month}`, label: MAIN }, iso(now));
          await trx.updateTable('dormancy_fees').set({ amount }).where('id', '=', row.id).execute();
        }
        return amount;
      });
      if (taken !== null) {
        fees += 1;
        charged += taken;
      }
    }
  }
  return { fees, charged };
}

/** The dormancy job at `now`: open what is due, then charge what is due. Safe to repeat. */
export async function runDormancy(db: Db, now = new Date()): Promise<DormancyRun> {
  const dormant = await openDormancies(db, now);
  return { dormant, ...(await chargeFees(db, now)) };
}

/** The job's timer (main.ts): at start, then hourly; not keeping the process alive. Returns its stop. */
export function scheduleDormancy(db: Db, onError: (error: unknown) => void, everyMs = 3600_000): () => void {
  const run = () => void runDormancy(db).catch(onError);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The open dormancy of a player, if any. */
export async function openDormancy(db: Db, accountId: number) {
  return db.selectFrom('dormancies').select(['id', 'since']).where('account_id', '=', accountId).where('ended_at', 'is', null).executeTakeFirst();
}

/** 031073 while the account is dormant (money does not leave it until the SMS reactivation). */
export async function assertNotDormant(db: Db, accountId: number): Promise<void> {
  const open = await openDormancy(db, accountId);
  if (open) throw TermsErrors.accountDormant(open.since);
}

/** The player, logged in, confirms a type-11 code sent to the bound phone: the dormancy ends (012110 if none). */
export async function reactivate(db: Db, player: { id: number; country_code: string | null; telephone: string | null }, code: string, now = new Date()) {
  const open = await openDormancy(db, player.id);
  if (!open) throw TermsErrors.notDormant();
  await useCode(db, { countryCode: player.country_code ?? '', telephone: player.telephone ?? '' }, [SMS_REQUEST_TYPES.reactivate], code);
  await db.updateTable('dormancies').set({ ended_at: iso(now) }).where('id', '=', open.id).where('ended_at', 'is', null).execute();
  return { dormantSince: null };
}

/** Rows of fees, for the ops listing. */
export async function dormancyLines(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('dormancies as d')
    .innerJoin('accounts as a', 'a.id', 'd.account_id')
    .select(['a.username', 'd.since', 'd.ended_at', sql<number>`(select count(*) from dormancy_fees f where f.dormancy_id = d.id)`.as('months'), sql<number>`(select coalesce(sum(f.amount), 0) from dormancy_fees f where f.dormancy_id = d.id)`.as('charged')])
    .orderBy('d.id')
    .execute();
  return rows.map((r) => `${r.username} since=${r.since} ended=${r.ended_at ?? '-'} months=${Number(r.months)} charged=${formatMinor(Number(r.charged))}`);
}

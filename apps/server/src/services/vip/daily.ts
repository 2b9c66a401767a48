import { parseVipLevel } from '@site/contract';
import { rebateRates, vipLevels, type Db } from './config';
import { expireCoupons } from './coupons';
import { isServerDay } from './days';
import { grantGifts, type GiftReport } from './gifts';
import { applyLevels, betDayOf, type LevelReport, type VipAccount } from './levels';
import { payRebates, type RebateReport } from './rebates';
import { applyDueVipChanges } from '../staff/vip-config';

export interface VipDailyReport {
  day: string;
  /** True when the day had already been done: nothing ran. */
  skipped: boolean;
  rebates: RebateReport;
  levels: LevelReport;
  gifts: GiftReport;
  expiredCoupons: number;
}

const emptyReport = (day: string): VipDailyReport => ({
  day,
  skipped: false,
  rebates: { paid: 0, total: {} },
  levels: { upgraded: 0, kept: 0, dropped: 0, levelUpCoupons: 0 },
  gifts: { birthday: 0, newYear: 0, redEnvelop: 0 },
  expiredCoupons: 0,
});

/**
 * The VIP daily job for server day `day` (normally today, run at 00:05 +08:00):
 * 1. the game rebate for the day before, at the level held that day;
 * 2. upgrades (requirement met by the end of the day before) and retention;
 * 3. the benefit coupons of the level now held (birthday, new year, red envelope);
 * 4. coupons past their expiry become expired.
 * `clock` gives the time written on what it creates (and what "expired" means).
 * A day is done once (vip_job_runs); a second run returns at once. Every step
 * is idempotent by itself too, so a run cut short can simply be run again, and
 * two servers running it at once pay and grant nothing twice.
 */
export async function runVipDaily(db: Db, day: string, clock: () => Date = () => new Date()): Promise<VipDailyReport> {
  if (!isServerDay(day)) throw new Error(`not a day: ${day} (use YYYY-MM-DD)`);
  const run = await db.selectFrom('vip_job_runs').select(['done', 'report']).where('day', '=', day).executeTakeFirst();
  // Done before: nothing runs; the report is the first run's, marked skipped.
  if (run?.done === 1) {
    const first = run.report ? (JSON.parse(run.report) as VipDailyReport) : emptyReport(day);
    return { ...first, day, skipped: true };
  }
  await db
    .insertInto('vip_job_runs')
    .values({ day, done: 0, started_at: clock().toISOString(), finished_at: null, report: null })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();

  const [levels, rates, accounts] = await Promise.all([
    vipLevels(db),
    rebateRates(db),
    db.selectFrom('accounts').select(['id', 'vip_name', 'vip_since', 'register_date', 'birthday']).orderBy('id').execute() as Promise<VipAccount[]>,
  ]);
  const heldYesterday = new Map(accounts.map((a) => [a.id, parseVipLevel(a.vip_name)]));
  const rebates = await payRebates(db, betDayOf(day), (id) => heldYesterday.get(id), rates, clock());
  // The VIP configuration's changes due today (issue 38): after the rebate of the day before, paid at that day's rates.
  const today = (await applyDueVipChanges(db, day, clock())) > 0 ? await vipLevels(db) : levels;
  const levelReport = await applyLevels(db, day, accounts, today, clock());
  const gifts = await grantGifts(db, day, accounts, today, clock());
  const expiredCoupons = await expireCoupons(db, clock());
  const report: VipDailyReport = { day, skipped: false, rebates, levels: levelReport, gifts, expiredCoupons };
  await db.updateTable('vip_job_runs').set({ done: 1, finished_at: clock().toISOString(), report: JSON.stringify(report) }).where('day', '=', day).execute();
  return report;
}

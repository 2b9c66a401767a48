import type { Db } from './config';
import { runVipDaily, type VipDailyReport } from './daily';
import { addDays, dayStart, serverDayOf } from './days';

/**
 * The VIP job inside the server process: every day at 00:05 Asia/Taipei
 * (+08:00, no summer time), and at start when today's run is due and not
 * done, together with the days missed while the server was down (at most
 * CATCH_UP_DAYS, oldest first). Several servers on one PostgreSQL may all do
 * it: a day runs once and every step is idempotent.
 */
export const RUN_AT_MINUTES = 5;
export const CATCH_UP_DAYS = 7;

const MINUTE = 60_000;

/** The instant of a day's run (00:05 of that server day). */
const runTime = (day: string) => new Date(dayStart(day).getTime() + RUN_AT_MINUTES * MINUTE);

/** Milliseconds from `now` to the next 00:05 +08:00 strictly after it. */
export function msUntilNextRun(now: Date): number {
  const today = serverDayOf(now);
  const next = runTime(today) > now ? runTime(today) : runTime(addDays(today, 1));
  return next.getTime() - now.getTime();
}

/** The days due at `now`: from the day after the last one done (at most CATCH_UP_DAYS back) to today, if today's 00:05 has passed. */
export async function dueDays(db: Db, now: Date): Promise<string[]> {
  const today = serverDayOf(now);
  const last = runTime(today) <= now ? today : addDays(today, -1);
  const done = await db.selectFrom('vip_job_runs').select('day').where('done', '=', 1).where('day', '<=', last).orderBy('day', 'desc').limit(1).executeTakeFirst();
  const earliest = addDays(last, -(CATCH_UP_DAYS - 1));
  let day = done ? addDays(done.day, 1) : last;
  if (day < earliest) day = earliest;
  const days: string[] = [];
  for (; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

export interface VipSchedule {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function scheduleVipDaily(
  db: Db,
  hooks: { onError: (error: unknown) => void; onReport?: (report: VipDailyReport) => void },
  clock: () => Date = () => new Date(),
): VipSchedule {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const runDue = async () => {
    for (const day of await dueDays(db, clock())) {
      if (stopped) return;
      const report = await runVipDaily(db, day, clock);
      if (!report.skipped) hooks.onReport?.(report);
    }
  };
  const arm = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runDue().catch(hooks.onError).finally(arm);
    }, msUntilNextRun(clock()) + 1000);
    // The timer alone does not keep the process alive.
    timer.unref();
  };
  running = runDue().catch(hooks.onError).finally(arm);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}


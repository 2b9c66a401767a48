import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type Jobs } from '../../jobs';
import { startTestServer, type TestServer } from '../../test/harness';
import { addDays, dayStart, daysBetween, isServerDay, serverDayOf } from './days';
import { dueDays, msUntilNextRun, scheduleVipDaily } from './schedule';

// passes: sqlite

let server: TestServer;
let jobs: Jobs;
beforeAll(async () => {
  // buildApp starts no job: this server starts the VIP daily job alone, as main.ts would; it runs what is due at start.
  server = await startTestServer();
  jobs = startJobs(server.app, { nodeEnv: 'test' }, { vipDaily: true, agentJobs: false, housekeeping: false, dormancy: false });
});
afterAll(async () => {
  await jobs.stop();
  await server.close();
});

const db = () => server.app.site.db;
/** An instant given in Taipei time. */
const taipei = (day: string, hh: number, mm: number) => new Date(dayStart(day).getTime() + (hh * 60 + mm) * 60_000);

describe('server days (+08:00)', () => {
  it('days begin at 16:00 UTC of the day before; invalid dates are refused', () => {
    expect(serverDayOf(new Date('2031-01-01T15:59:59.999Z'))).toBe('2031-01-01');
    expect(serverDayOf(new Date('2031-01-01T16:00:00.000Z'))).toBe('2031-01-02');
    expect(dayStart('2031-01-02').toISOString()).toBe('2031-01-01T16:00:00.000Z');
    expect(addDays('2031-02-28', 1)).toBe('2031-03-01');
    expect(daysBetween('2031-01-19', '2031-03-20')).toBe(60);
    expect(isServerDay('2031-02-29')).toBe(false);
    expect(isServerDay('2032-02-29')).toBe(true);
    expect(isServerDay('2031-1-1')).toBe(false);
  });
});

describe('the timer (00:05 Asia/Taipei)', () => {
  it('a server started with the job on has run what was due (today, or yesterday before 00:05)', async () => {
    const today = serverDayOf(new Date());
    const due = taipei(today, 0, 5) <= new Date() ? today : addDays(today, -1);
    // The start-up run is not awaited by startJobs: give it a moment.
    for (let i = 0; i < 50; i++) {
      const row = await db().selectFrom('vip_job_runs').select('done').where('day', '=', due).executeTakeFirst();
      if (row?.done === 1) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the run of ${due} did not happen`);
  });

  it('waits until the next 00:05 +08:00', () => {
    expect(msUntilNextRun(taipei('2033-01-02', 0, 4))).toBe(60_000);
    expect(msUntilNextRun(taipei('2033-01-02', 0, 5))).toBe(24 * 3_600_000);
    expect(msUntilNextRun(taipei('2033-01-02', 23, 0))).toBe(65 * 60_000);
  });

  it('is due for today after 00:05, for the missed days after the last done one (at most 7), never twice', async () => {
    await db().deleteFrom('vip_job_runs').execute();
    expect(await dueDays(db(), taipei('2033-01-02', 0, 4))).toEqual(['2033-01-01']);
    expect(await dueDays(db(), taipei('2033-01-02', 0, 10))).toEqual(['2033-01-02']);
    await db().insertInto('vip_job_runs').values({ day: '2033-01-02', done: 1, started_at: '2033-01-01T16:05:00.000Z', finished_at: null, report: null }).execute();
    expect(await dueDays(db(), taipei('2033-01-02', 9, 0))).toEqual([]);
    expect(await dueDays(db(), taipei('2033-01-05', 0, 10))).toEqual(['2033-01-03', '2033-01-04', '2033-01-05']);
    expect(await dueDays(db(), taipei('2033-02-01', 0, 10))).toEqual(['2033-01-26', '2033-01-27', '2033-01-28', '2033-01-29', '2033-01-30', '2033-01-31', '2033-02-01']);
  });

  it('runs the due days at start, then stops when asked', async () => {
    await db().deleteFrom('vip_job_runs').execute();
    const reports: string[] = [];
    const errors: unknown[] = [];
    let reported: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (reported = resolve));
    const schedule = scheduleVipDaily(
      db(),
      {
        onError: (e) => errors.push(e),
        onReport: (r) => {
          reports.push(r.day);
          reported();
        },
      },
      () => taipei('2033-03-03', 0, 30),
    );
    await first;
    await schedule.stop();
    expect(errors).toEqual([]);
    expect(reports).toEqual(['2033-03-03']);
    const done = await db().selectFrom('vip_job_runs').select('done').where('day', '=', '2033-03-03').executeTakeFirst();
    expect(done?.done).toBe(1);
  });

});

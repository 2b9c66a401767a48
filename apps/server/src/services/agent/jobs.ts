import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inSupport, listAgents } from './agents';
import { memberFigures, totalsOf, type AgentRow } from './figures';
import { addMonths, monthOf, monthRange, quarterMonths, quarterOf } from './months';
import { settleMonth, type SettleReport } from './statements';
import { reviewedTier, tierOf } from './tiers';

type Db = Kysely<Database>;

/** How far back a server that was down catches up: 12 months, 4 quarters. */
export const CATCH_UP_MONTHS = 12;
export const CATCH_UP_QUARTERS = 4;

/** Marks a job's period done; true when it was already done (nothing to run). */
async function begin(db: Db, job: 'settle' | 'review', period: string, now: Date): Promise<boolean> {
  const run = await db.selectFrom('agent_job_runs').select('done').where('job', '=', job).where('period', '=', period).executeTakeFirst();
  if (run?.done === 1) return true;
  await db
    .insertInto('agent_job_runs')
    .values({ job, period, done: 0, started_at: now.toISOString(), finished_at: null })
    .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
    .execute();
  return false;
}

async function finish(db: Db, job: 'settle' | 'review', period: string, now: Date): Promise<void> {
  await db.updateTable('agent_job_runs').set({ done: 1, finished_at: now.toISOString() }).where('job', '=', job).where('period', '=', period).execute();
}

/**
 * The month-end job for one month: every agent's statement (statements.ts; each computed once whatever
 * runs it). A month done is skipped (`skipped: true`); a run cut short is simply run again.
 */
export async function runMonthEnd(db: Db, month: string, now = new Date()): Promise<SettleReport & { skipped: boolean }> {
  if (await begin(db, 'settle', month, now)) return { month, computed: 0, existing: 0, skipped: true };
  const report = await settleMonth(db, month, now);
  await finish(db, 'settle', month, now);
  return { ...report, skipped: false };
}

export interface ReviewDecision {
  agent: string;
  from: string;
  to: string;
  average: number;
}

/** A quarter's average active members a month (floor), from the same figures as the dashboard. */
export async function quarterAverage(db: Db, agent: AgentRow, quarter: string): Promise<number> {
  let sum = 0;
  for (const month of quarterMonths(quarter)) sum += totalsOf(await memberFigures(db, agent, month), month).activeMembers;
  return Math.floor(sum / 3);
}

/**
 * The quarterly tier review (tiers.ts rules): each agent that existed before the quarter ended moves to the
 * tier its quarter's average reaches, except that an agent still in its support window at the review is
 * not demoted. One decision per agent and quarter (unique), so a second run or server changes nothing.
 */
export async function runQuarterReview(db: Db, quarter: string, now = new Date()): Promise<{ quarter: string; skipped: boolean; decisions: ReviewDecision[] }> {
  if (await begin(db, 'review', quarter, now)) return { quarter, skipped: true, decisions: [] };
  const months = quarterMonths(quarter);
  const end = monthRange(months[2] as string).to;
  const decisions: ReviewDecision[] = [];
  for (const agent of await listAgents(db)) {
    if (agent.createdAt >= end) continue;
    const average = await quarterAverage(db, agent, quarter);
    const from = tierOf(agent.tier);
    const to = reviewedTier(from, average, inSupport(agent, new Date(end)));
    await db.transaction().execute(async (trx) => {
      const decided = await trx
        .insertInto('agent_tier_reviews')
        .values({ agent_id: agent.id, quarter, from_tier: from, to_tier: to, quarter_average: average, decided_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['agent_id', 'quarter']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!decided) return;
      if (to !== from) await trx.updateTable('agents').set({ tier: to }).where('id', '=', agent.id).execute();
      decisions.push({ agent: agent.username, from, to, average });
    });
  }
  await finish(db, 'review', quarter, now);
  return { quarter, skipped: false, decisions };
}

/** The completed months not yet settled, oldest first (at most CATCH_UP_MONTHS back). */
export async function dueMonths(db: Db, now: Date): Promise<string[]> {
  const last = addMonths(monthOf(now), -1);
  const first = addMonths(last, -(CATCH_UP_MONTHS - 1));
  const done = new Set((await db.selectFrom('agent_job_runs').select('period').where('job', '=', 'settle').where('done', '=', 1).execute()).map((r) => r.period));
  const out: string[] = [];
  for (let m = first; m <= last; m = addMonths(m, 1)) if (!done.has(m)) out.push(m);
  return out;
}

/** The completed quarters not yet reviewed, oldest first (at most CATCH_UP_QUARTERS back). */
export async function dueQuarters(db: Db, now: Date): Promise<string[]> {
  const thisQuarterFirst = quarterMonths(quarterOf(monthOf(now)))[0] as string;
  const done = new Set((await db.selectFrom('agent_job_runs').select('period').where('job', '=', 'review').where('done', '=', 1).execute()).map((r) => r.period));
  const out: string[] = [];
  for (let i = CATCH_UP_QUARTERS; i >= 1; i -= 1) {
    const q = quarterOf(addMonths(thisQuarterFirst, -3 * i));
    if (!done.has(q)) out.push(q);
  }
  return out;
}

/**
 * What is due at `now`: the missed month-ends, then the missed quarter reviews (a quarter's last statement
 * before its review). No agent at all: the periods are still marked done, so nothing piles up.
 */
export async function runDueAgentJobs(db: Db, now = new Date()): Promise<{ months: string[]; quarters: string[] }> {
  const months = await dueMonths(db, now);
  for (const month of months) await runMonthEnd(db, month, now);
  const quarters = await dueQuarters(db, now);
  for (const quarter of quarters) await runQuarterReview(db, quarter, now);
  return { months, quarters };
}

export interface AgentSchedule {
  stop(): Promise<void>;
}

/**
 * The agent jobs inside the server process: what is due at start, then a check every hour (a month-end
 * is found within the hour after 00:00 +08:00 of the 1st). Several servers may all do it: each statement
 * and each review decision is unique.
 */
export function scheduleAgentJobs(db: Db, onError: (error: unknown) => void, clock: () => Date = () => new Date(), everyMs = 3_600_000): AgentSchedule {
  let running: Promise<unknown> = runDueAgentJobs(db, clock()).catch(onError);
  const timer = setInterval(() => {
    running = running.then(() => runDueAgentJobs(db, clock())).catch(onError);
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

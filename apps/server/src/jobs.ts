import type { FastifyInstance } from 'fastify';
import type { Env } from './env';
import { scheduleAgentJobs } from './services/agent/jobs';
import { scheduleHousekeeping } from './services/housekeeping';
import { scheduleLetterCampaigns } from './services/staff/letter-job';
import { scheduleDormancy } from './services/withdrawal-rules/dormancy';
import { scheduleVipDaily } from './services/vip/schedule';

/**
 * Every background job of the server process, started in one place (main.ts) after buildApp, which
 * builds HTTP only: a test server runs none unless a test starts the one it checks.
 */
export interface JobChoice {
  /** The VIP daily job (00:05 +08:00, and what is due at start). Default: on, except NODE_ENV=test. */
  vipDaily?: boolean;
  /** The agents' month-end statements and quarterly tier review (at start, then hourly). Default: on, except NODE_ENV=test. */
  agentJobs?: boolean;
  /** Spent idempotency keys, old outbox rows, expired captchas, tickets and sessions (at start, then hourly). Default: on. */
  housekeeping?: boolean;
  /** Issue 20: accounts idle for 12 months become dormant and pay the monthly fee (at start, then hourly). Default: on. */
  dormancy?: boolean;
  /** Issue 38: letters to many players, started when due and sent in batches (every 5 s, at start to resume, and when one is made). Default: on. */
  letterCampaigns?: boolean;
}

export interface Jobs {
  /** Stops every timer and waits for a run in progress, before the database closes. */
  stop(): Promise<void>;
}

/** Starts the chosen jobs over the app's database, logging through the app; returns their one stop. */
export function startJobs(app: FastifyInstance, env: Pick<Env, 'nodeEnv'>, choice: JobChoice = {}): Jobs {
  const db = app.site.db;
  const inTest = env.nodeEnv === 'test';
  const stops: Array<() => void | Promise<void>> = [];
  if (choice.housekeeping ?? true) stops.push(scheduleHousekeeping(db, (error) => app.log.error({ err: error }, 'housekeeping failed')));
  if (choice.dormancy ?? true) stops.push(scheduleDormancy(db, (error) => app.log.error({ err: error }, 'dormancy job failed')));
  if (choice.vipDaily ?? !inTest) {
    const vip = scheduleVipDaily(db, {
      onError: (error) => app.log.error({ err: error }, 'VIP daily job failed'),
      onReport: (report) => app.log.info({ vip: report }, 'VIP daily job done'),
    });
    stops.push(() => vip.stop());
  }
  if (choice.agentJobs ?? !inTest) {
    const agents = scheduleAgentJobs(db, (error) => app.log.error({ err: error }, 'agent jobs failed'));
    stops.push(() => agents.stop());
  }
  if (choice.letterCampaigns ?? true) {
    const letters = scheduleLetterCampaigns(db, app.site.brand, (error) => app.log.error({ err: error }, 'letter campaign job failed'));
    stops.push(() => letters.stop());
  }
  return { stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}

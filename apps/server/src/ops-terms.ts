import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { OpsInputError } from './services/fund/operator';
import { dormancyLines, runDormancy } from './services/withdrawal-rules/dormancy';
import { formatMinor } from './services/wallet/money';

/** `npm run ops -- dormancy ...`: the dormancy job by hand (issue 20, the terms; usage in ops-commands.ts OPS_USAGE). */

export const DORMANCY_USAGE = `  dormancy run [--now <ISO time>]                        mark accounts without a login for 12 months dormant (inbox notice) and charge
                                                         each month's dormancy fee due (never below zero); safe to repeat, catches up
                                                         after downtime (the server also runs it hourly)
  dormancy list                                          dormancies with their months charged`;

export async function runDormancyOps(db: Kysely<Database>, args: string[], option: (name: string) => string | undefined, now = new Date()): Promise<string> {
  const [action] = args;
  if (action === 'run') {
    const at = option('--now');
    const when = at === undefined ? now : new Date(at);
    if (Number.isNaN(when.getTime())) throw new OpsInputError(`--now must be an ISO time such as 2027-01-01T00:00:00Z, not ${at ?? ''}`);
    const r = await runDormancy(db, when);
    return `dormancy ${when.toISOString()}: dormant=${r.dormant} fees=${r.fees} charged=${formatMinor(r.charged)}`;
  }
  if (action === 'list') return (await dormancyLines(db)).join('\n') || 'no dormancies';
  throw new OpsInputError(`dormancy run [--now <ISO time>] | dormancy list`);
}

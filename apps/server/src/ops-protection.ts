import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { accountByUsername } from './services/accounts/accounts';
import { OpsInputError } from './services/fund/operator';
import { endExclusion, ExclusionEndRefused, runningBreak } from './services/protection/breaks';
import { depositLimits } from './services/protection/limits';
import { pgsiBand } from './services/protection/self-assessment';

/** `npm run ops -- protection ...`: a player's protection state, and the end of a self-exclusion (issue 20). */

export const PROTECTION_USAGE = `  protection show <account>                              the player's protection: deposit limits with pending changes, time-out or
                                                         self-exclusion with its end, the deposit-limit offer, the last self-assessment
  protection end-exclusion <account>                     end a self-exclusion whose date has passed (refused before then)`;

type Opt = (name: string) => string | undefined;

async function show(db: Kysely<Database>, accountId: number, username: string, now: Date): Promise<string> {
  const lines = [`protection ${username}`];
  const limits = await depositLimits(db, accountId, now);
  for (const l of limits.limits) {
    const pending = l.pending ? `, pending ${l.pending.amount ?? 'removal'} from ${l.pending.effectiveAt}` : '';
    lines.push(`  deposit limit ${l.period.padEnd(5)} ${l.amount ?? 'none'}${pending}; deposited ${l.deposited} this period`);
  }
  const running = await runningBreak(db, accountId, now);
  if (!running) lines.push('  break: none');
  else {
    const state = running.kind === 'exclusion' && running.until <= now.toISOString() ? ' (date passed: awaits end-exclusion)' : '';
    lines.push(`  break: ${running.kind} ${running.period} from ${running.started_at} until ${running.until}${state}`);
  }
  const offer = await db.selectFrom('protection_offers').select(['answer', 'answered_at']).where('account_id', '=', accountId).executeTakeFirst();
  lines.push(`  deposit-limit offer: ${offer ? `${offer.answer} at ${offer.answered_at}` : 'not answered'}`);
  const assessment = await db.selectFrom('self_assessments').select(['score', 'created_at']).where('account_id', '=', accountId).orderBy('id', 'desc').executeTakeFirst();
  lines.push(`  self-assessment: ${assessment ? `PGSI ${assessment.score} (${pgsiBand(assessment.score)}) at ${assessment.created_at}` : 'none taken'}`);
  return lines.join('\n');
}

export async function runProtectionOps(db: Kysely<Database>, args: string[], _option: Opt, now = new Date()): Promise<string> {
  const [action, name] = args;
  if (action !== 'show' && action !== 'end-exclusion') throw new OpsInputError(`unknown protection command: ${action ?? ''}\n${PROTECTION_USAGE}`);
  if (!name) throw new OpsInputError(`protection ${action} needs <account>`);
  const account = await accountByUsername(db, name);
  if (!account) throw new OpsInputError(`no such account: ${name}`);
  if (action === 'show') return show(db, account.id, account.username, now);
  try {
    const ended = await endExclusion(db, account.id, now);
    return `protection ${account.username}: self-exclusion from ${ended.startedAt} until ${ended.until} ended at ${now.toISOString()}`;
  } catch (error) {
    if (error instanceof ExclusionEndRefused) throw new OpsInputError(`protection end-exclusion ${account.username}: ${error.message}`);
    throw error;
  }
}

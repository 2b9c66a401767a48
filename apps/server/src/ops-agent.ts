import { AGENT_ERROR_CODES } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { DomainError } from './domain/errors';
import { createAgent, listAgents, setAgentTier } from './services/agent/agents';
import { runMonthEnd, runQuarterReview } from './services/agent/jobs';
import { isMonth, isQuarter, monthOf } from './services/agent/months';
import { approveStatement, payStatement, settleMonth } from './services/agent/statements';
import { isAgentTier } from './services/agent/tiers';
import { OpsInputError } from './services/fund/operator';
import { formatMinor } from './services/wallet/money';

/** `npm run ops -- agent ...` (issue 21; usage in ops-commands.ts OPS_USAGE). */
export const AGENT_USAGE = `  agent create <account> <password> <proxyCode> [tier]   create an agent (tiers: partner, senior, vip, exclusive, diamond; default partner)
                                                         owning the proxy code its members register with (/?proxyCode=<code>)
  agent list                                             agents with their tier, proxy code and support window
  agent tier <account> <tier>                            set an agent's tier by hand (the quarterly review decides again)
  agent settle <YYYY-MM>                                 run the month-end job for a month (this month too): each agent's statement, once
  agent review <YYYY-Qn>                                 run the quarterly tier review for a quarter, once (the server runs both itself)
  agent approve <account> <YYYY-MM>                      approve a pending statement
  agent pay <account> <YYYY-MM>                          pay an approved statement into the agent's wallet (paying twice pays once)`;

const WORDS: Record<string, string> = {
  [AGENT_ERROR_CODES.statementNotFound]: 'no statement for that month (run agent settle first)',
  [AGENT_ERROR_CODES.statementState]: 'the statement is not in the state this needs (approve: pending; pay: approved)',
  [AGENT_ERROR_CODES.proxyCodeTaken]: 'that proxy code belongs to another agent',
};

function month(text: string | undefined, now: Date): string {
  if (!text || !isMonth(text)) throw new OpsInputError('the month is YYYY-MM, e.g. 2026-10');
  if (text > monthOf(now)) throw new OpsInputError(`${text} has not begun`);
  return text;
}

async function run(db: Kysely<Database>, args: string[], now: Date): Promise<string> {
  const [action, a, b, c, d] = args;
  if (action === 'create') {
    if (!a || !b || !c) throw new OpsInputError('agent create <account> <password> <proxyCode> [tier]');
    if (d !== undefined && !isAgentTier(d)) throw new OpsInputError('tier is one of partner, senior, vip, exclusive, diamond');
    const agent = await createAgent(db, { username: a, password: b, proxyCode: c, ...(d && isAgentTier(d) ? { tier: d } : {}) }, now);
    return `agent ${agent.username} created: tier=${agent.tier} proxyCode=${agent.proxyCode} supportUntil=${agent.supportUntil}`;
  }
  if (action === 'list') {
    const rows = await listAgents(db);
    return rows.map((r) => `${r.username} tier=${r.tier} proxyCode=${r.proxyCode} created=${r.createdAt} supportUntil=${r.supportUntil}`).join('\n') || 'no agents';
  }
  if (action === 'tier') {
    if (!a || !b) throw new OpsInputError('agent tier <account> <tier>');
    const agent = await setAgentTier(db, a, b);
    return `agent ${agent.username} tier=${agent.tier}`;
  }
  if (action === 'settle') {
    const m = month(a, now);
    if (m === monthOf(now)) {
      // This month (the e2e journey's): the statements so far, frozen; the job's month-end still runs at the end
      // of the month for the agents without one.
      const r = await settleMonth(db, m, now);
      return `agent settle ${r.month} (this month, figures so far): statements computed=${r.computed} existing=${r.existing}`;
    }
    const r = await runMonthEnd(db, m, now);
    return r.skipped ? `agent settle ${r.month}: already done, nothing ran` : `agent settle ${r.month}: statements computed=${r.computed} existing=${r.existing}`;
  }
  if (action === 'review') {
    if (!a || !isQuarter(a)) throw new OpsInputError('the quarter is YYYY-Qn, e.g. 2026-Q3');
    const r = await runQuarterReview(db, a, now);
    if (r.skipped) return `agent review ${r.quarter}: already done, nothing ran`;
    return [`agent review ${r.quarter}: ${r.decisions.length} agents`, ...r.decisions.map((x) => `  ${x.agent} ${x.from} -> ${x.to} (average ${x.average})`)].join('\n');
  }
  if (action === 'approve') {
    if (!a) throw new OpsInputError('agent approve <account> <YYYY-MM>');
    await approveStatement(db, a, month(b, now), now);
    return `agent ${a} ${b}: approved`;
  }
  if (action === 'pay') {
    if (!a) throw new OpsInputError('agent pay <account> <YYYY-MM>');
    const r = await payStatement(db, a, month(b, now), now);
    return r.paid ? `agent ${a} ${b}: paid ${r.currency} ${formatMinor(r.commission)}` : `agent ${a} ${b}: already paid, nothing moved`;
  }
  throw new OpsInputError(AGENT_USAGE);
}

export async function runAgentOps(db: Kysely<Database>, args: string[], now = new Date()): Promise<string> {
  return run(db, args, now).catch((error: unknown) => {
    if (error instanceof DomainError) throw new OpsInputError(WORDS[error.code] ?? `refused: ${error.code}`);
    throw error;
  });
}

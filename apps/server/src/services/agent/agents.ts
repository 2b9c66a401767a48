import { AGENT_SUPPORT_MONTHS, validatePassword, validateUsername, type AgentTier } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { accountByUsername, createAccount } from '../accounts/accounts';
import type { Session } from '../accounts/sessions';
import { OpsInputError } from '../fund/operator';
import { AgentErrors } from './errors';
import type { AgentRow } from './figures';
import { addMonths, monthOf, monthStart } from './months';
import { isAgentTier } from './tiers';

type Db = Kysely<Database>;

export const PROXY_CODE = /^[A-Za-z0-9]{2,32}$/;

/** Every agent with its account's name and currency (the agent's own calls, and the back office's list beside its members). */
export function agents(db: Db) {
  return db
    .selectFrom('agents')
    .innerJoin('accounts', 'accounts.id', 'agents.account_id')
    .select([
      'agents.id as id',
      'agents.account_id as accountId',
      'accounts.username as username',
      'agents.proxy_code as proxyCode',
      'agents.tier as tier',
      'agents.created_at as createdAt',
      'agents.support_until as supportUntil',
      'accounts.currency as currency',
    ]);
}

/** The agent of an agent session (the route already checked the session's kind). */
export async function agentOfSession(db: Db, session: Session): Promise<AgentRow> {
  const row = await agents(db).where('agents.account_id', '=', session.accountId).executeTakeFirst();
  if (!row) throw AgentErrors.notAgent();
  return row;
}

export async function agentByUsername(db: Db, username: string): Promise<AgentRow> {
  const account = await accountByUsername(db, username);
  const row = account ? await agents(db).where('agents.account_id', '=', account.id).executeTakeFirst() : undefined;
  if (!row) throw new OpsInputError(`${username} is not an agent`);
  return row;
}

export async function listAgents(db: Db): Promise<AgentRow[]> {
  return agents(db).orderBy('agents.id').execute();
}

/** The end of the support window: 3 months after the creation (SPEC 327), as the last instant before. */
export function supportUntilOf(createdAt: Date): string {
  const month = monthOf(createdAt);
  const day = createdAt.getTime() - monthStart(month).getTime();
  // The same point of the month three months on (clamped to that month's length), minus nothing: [created, until).
  const target = addMonths(month, AGENT_SUPPORT_MONTHS);
  const limit = monthStart(addMonths(target, 1)).getTime() - 1;
  return new Date(Math.min(monthStart(target).getTime() + day, limit)).toISOString();
}

export function inSupport(agent: Pick<AgentRow, 'supportUntil'>, now: Date): boolean {
  return now.toISOString() < agent.supportUntil;
}

export interface NewAgent {
  username: string;
  password: string;
  proxyCode: string;
  tier?: AgentTier;
}

/**
 * `ops agent create`: a new account (the password's rules as a player's), its agent row and its proxy code.
 * A proxy code no agent owns yet may be one already in `proxies` (players who registered with it become the
 * agent's members; its proxy account shown by the register form becomes the agent's name); one owned by an
 * agent is refused (031085).
 */
export async function createAgent(db: Db, input: NewAgent, now = new Date()): Promise<AgentRow> {
  if (validateUsername(input.username)) throw new OpsInputError('the account must follow the account rule of a player (letters and at least one digit)');
  if (validatePassword(input.password)) throw new OpsInputError('the password must follow the password rule');
  if (!PROXY_CODE.test(input.proxyCode)) throw new OpsInputError('the proxy code is 2-32 letters or digits');
  if (input.tier && !isAgentTier(input.tier)) throw new OpsInputError('unknown tier');
  if (await accountByUsername(db, input.username)) throw new OpsInputError(`${input.username} is taken`);
  const owner = await db.selectFrom('agents').select('id').where('proxy_code', '=', input.proxyCode).executeTakeFirst();
  if (owner) throw AgentErrors.proxyCodeTaken();
  await db.transaction().execute(async (trx) => {
    const account = await createAccount(trx, { username: input.username, password: input.password, phone: null, proxyCode: null });
    const at = now.toISOString();
    await trx
      .insertInto('proxies')
      .values({ proxy_code: input.proxyCode, proxy_account: input.username, domain: null, is_default: 0 })
      .onConflict((oc) => oc.column('proxy_code').doUpdateSet({ proxy_account: input.username }))
      .execute();
    await trx
      .insertInto('agents')
      .values({ account_id: account.id, proxy_code: input.proxyCode, tier: input.tier ?? 'partner', created_at: at, support_until: supportUntilOf(now) })
      .execute();
  });
  return agentByUsername(db, input.username);
}

/** `ops agent tier`: the operator sets a tier by hand (the next quarterly review decides again). */
export async function setAgentTier(db: Db, username: string, tier: string): Promise<AgentRow> {
  if (!isAgentTier(tier)) throw new OpsInputError(`tier is one of partner, senior, vip, exclusive, diamond`);
  const agent = await agentByUsername(db, username);
  await db.updateTable('agents').set({ tier }).where('id', '=', agent.id).execute();
  return { ...agent, tier };
}

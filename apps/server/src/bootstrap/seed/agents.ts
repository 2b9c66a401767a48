import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { usernameKey } from '../../services/accounts/accounts';
import { hashPassword } from '../../services/accounts/secrets';
import { supportUntilOf } from '../../services/agent/agents';
import { MAIN, move, walletAccountId } from '../../services/wallet/ledger';
import { DEMO_PASSWORD } from './accounts';

/**
 * The demo agent (issue 21, README): agent001 (password demo1234) owning proxy code AG2001, with three demo
 * members registered through it (member01-03, password demo1234); member01 has an approved deposit of
 * 1,000.00 (credited through the ledger), so the agent's dashboard is not empty. Once: nothing is added
 * when agent001 exists.
 */
export const DEMO_AGENT = { username: 'agent001', proxyCode: 'AG2001' } as const;
export const DEMO_MEMBERS = ['member01', 'member02', 'member03'] as const;

function accountValues(username: string, hash: string, proxyCode: string | null, now: string): Insertable<Database['accounts']> {
  return {
    username,
    username_key: usernameKey(username),
    password_hash: hash,
    nickname: username,
    avatar: '',
    birthday: null,
    real_name: null,
    language: 'TW',
    currency: 'NTD',
    country_code: null,
    telephone: null,
    withdraw_password_hash: null,
    proxy_code: proxyCode,
    inviter_code: null,
    line_id: null,
    register_date: now,
    last_login_at: null,
    updated_at: now,
  };
}

export async function seedDemoAgent(db: Kysely<Database>, now = new Date()): Promise<void> {
  const exists = await db.selectFrom('accounts').select('id').where('username_key', '=', usernameKey(DEMO_AGENT.username)).executeTakeFirst();
  if (exists) return;
  const at = now.toISOString();
  const hash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('proxies')
    .values({ proxy_code: DEMO_AGENT.proxyCode, proxy_account: DEMO_AGENT.username, domain: null, is_default: 0 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const agent = await db.insertInto('accounts').values(accountValues(DEMO_AGENT.username, hash, null, at)).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('agents').values({ account_id: agent.id, proxy_code: DEMO_AGENT.proxyCode, tier: 'partner', created_at: at, support_until: supportUntilOf(now) }).execute();
  for (const name of DEMO_MEMBERS) {
    const taken = await db.selectFrom('accounts').select('id').where('username_key', '=', usernameKey(name)).executeTakeFirst();
    if (taken) continue;
    const member = await db.insertInto('accounts').values(accountValues(name, hash, DEMO_AGENT.proxyCode, at)).returning('id').executeTakeFirstOrThrow();
    if (name !== 'member01') continue;
    const orderNo = `DSEED${member.id}`;
    await db
      .insertInto('deposit_orders')
      .values({ order_no: orderNo, account_id: member.id, channel_code: 'BANK', method: 'bank', currency: 'NTD', amount: 1_000_00, status: 'success', card_id: null, from_card: null, tx_hash: null, payment_code: null, receiving: '{}', created_at: at, expires_at: at, updated_at: at, settled_at: at })
      .execute();
    const walletId = await walletAccountId(db, member.id, 'NTD', MAIN, at);
    await move(db, { walletId, amount: 1_000_00, kind: 'deposit', reference: orderNo }, at);
  }
}

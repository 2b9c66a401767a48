import { randomInt } from 'node:crypto';
import { INVITE_RULE, WAGERING_MULTIPLES, type InviteFriend, type InviteSummary, type Page } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { openRequirement } from '../fund/wagering';
import { lockWallets, MAIN, move, walletAccountId } from '../wallet/ledger';
import { formatMinor, MINOR_PER_MAJOR } from '../wallet/money';
import type { ApprovedDeposit } from './first-recharge';
import { withholdLinkedInvite } from '../risk/guards';

type Db = Kysely<Database>;

/**
 * Invite friends (docs/decisions.md "Promotions"): every player has one
 * stable invite code, made on first use. A friend is a player who registered
 * with that code (accounts.inviter_code, exactly as stored). A friend
 * qualifies at their first successful NTD deposit of at least
 * INVITE_RULE.minDeposit; the inviter then receives INVITE_RULE.reward once
 * (invite_rewards keyed by the friend), in that deposit's approval transaction.
 */

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

function newCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The player's invite code; the first call makes one (a new random code on the rare clash). */
export async function inviteCodeOf(db: Db, accountId: number, now = new Date()): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const existing = await db.selectFrom('invite_codes').select('code').where('account_id', '=', accountId).executeTakeFirst();
    if (existing) return existing.code;
    await db
      .insertInto('invite_codes')
      .values({ account_id: accountId, code: newCode(), created_at: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error('no free invite code');
}

/** An account name as others may see it: the first 2 and the last character, ***between (ab***9). */
export function maskAccount(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

function rules(): InviteSummary['rules'] {
  return {
    currency: INVITE_RULE.currency,
    minDeposit: formatMinor(INVITE_RULE.minDeposit * MINOR_PER_MAJOR),
    reward: formatMinor(INVITE_RULE.reward * MINOR_PER_MAJOR),
    wageringMultiple: WAGERING_MULTIPLES.invite,
  };
}

/** GET /v1/activity/invite/summary. */
export async function inviteSummary(db: Db, accountId: number): Promise<InviteSummary> {
  const code = await inviteCodeOf(db, accountId);
  const [friends, rewards] = await Promise.all([
    db.selectFrom('accounts').select((eb) => eb.fn.countAll<number | string>().as('n')).where('inviter_code', '=', code).where('id', '!=', accountId).executeTakeFirstOrThrow(),
    db
      .selectFrom('invite_rewards')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string | null>('amount').as('total')])
      .where('inviter_account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    inviteCode: code,
    friends: Number(friends.n),
    qualified: Number(rewards.n),
    rewardTotal: formatMinor(Number(rewards.total ?? 0)),
    rules: rules(),
  };
}

/** GET /v1/activity/invite/friends: newest registrations first. */
export async function inviteFriends(db: Db, accountId: number, page: number, size: number): Promise<Page<InviteFriend>> {
  const code = await inviteCodeOf(db, accountId);
  const base = db.selectFrom('accounts as a').where('a.inviter_code', '=', code).where('a.id', '!=', accountId);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('invite_rewards as r', (j) => j.onRef('r.friend_account_id', '=', 'a.id').on('r.inviter_account_id', '=', accountId))
      .select(['a.username', 'a.register_date', 'r.amount', 'r.credited_at'])
      .orderBy('a.register_date', 'desc')
      .orderBy('a.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((r) => ({
      account: maskAccount(r.username),
      registeredAt: r.register_date,
      qualified: r.credited_at !== null,
      qualifiedAt: r.credited_at ?? null,
      reward: r.amount === null ? null : formatMinor(Number(r.amount)),
    })),
    total: Number(count.n),
  };
}

/**
 * Inside a deposit approval's transaction: a deposit of at least the minimum
 * in NTD by a player registered with someone's invite code credits that
 * inviter once (ledger kind bonus, reference INV<friend id>). Returns the
 * inviter's account id when credited, else null.
 */
export async function inviteOnDeposit(trx: Db, order: ApprovedDeposit, at: string): Promise<{ inviterId: number; amount: number } | null> {
  if (order.currency !== INVITE_RULE.currency || Number(order.amount) < INVITE_RULE.minDeposit * MINOR_PER_MAJOR) return null;
  const friend = await trx.selectFrom('accounts').select('inviter_code').where('id', '=', order.account_id).executeTakeFirst();
  if (!friend?.inviter_code) return null;
  const inviter = await trx.selectFrom('invite_codes').select('account_id').where('code', '=', friend.inviter_code).executeTakeFirst();
  if (!inviter || inviter.account_id === order.account_id) return null;
  if (await withholdLinkedInvite(trx, order.account_id, inviter.account_id, at)) return null;
  const amount = INVITE_RULE.reward * MINOR_PER_MAJOR;
  const inserted = await trx
    .insertInto('invite_rewards')
    .values({ friend_account_id: order.account_id, inviter_account_id: inviter.account_id, deposit_order_no: order.order_no, amount, currency: order.currency, credited_at: at })
    .onConflict((oc) => oc.column('friend_account_id').doNothing())
    .returning('friend_account_id')
    .executeTakeFirst();
  if (!inserted) return null;
  const walletId = await walletAccountId(trx, inviter.account_id, order.currency, MAIN, at);
  await lockWallets(trx, [walletId]);
  await move(trx, { walletId, amount, kind: 'bonus', reference: `INV${order.account_id}` }, at);
  await openRequirement(trx, { accountId: inviter.account_id, currency: order.currency, source: 'invite', reference: `INV${order.account_id}`, amount }, at);
  return { inviterId: inviter.account_id, amount };
}

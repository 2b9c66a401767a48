import { LINK_ERRORS, type ErrorDeclaration } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../../domain/errors';
import { writeNotice, type NoticeTexts } from '../fund/notices';
import { linkedIds, linksBetween, type Link } from './links';

type Db = Kysely<Database>;

/**
 * The one guard call each crediting function makes (issue 17): a bonus or reward is withheld when
 * the player is linked (services/risk/links.ts) to the inviter, or to an account that already had
 * that bonus or reward. Each refusal is written to risk_refusals (one row per withheld thing, for
 * `npm run ops -- risk linked`) and the player is told in the catalogue's words: as the error reply
 * when they asked (join, claim), by a notice when it happened in an operator's deposit approval.
 */

export const LinkErrors = {
  firstRecharge: () => domainError(LINK_ERRORS.firstRechargeLinked),
  reward: () => domainError(LINK_ERRORS.rewardLinked),
} as const;

type RefusalKind = 'firstRecharge' | 'invite' | 'activityReward';

/** Writes the refusal once per reference, with the kinds of `links` (what links the pair); true when this call wrote it. */
async function recordRefusal(db: Db, kind: RefusalKind, accountId: number, linkedAccountId: number, found: Link[], reference: string, at: string): Promise<boolean> {
  const links = [...new Set(found.map((l) => l.kind))].join(',');
  const row = await db
    .insertInto('risk_refusals')
    .values({ account_id: accountId, kind, reference: reference.slice(0, 64), linked_account_id: linkedAccountId, links, created_at: at })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A notice whose body is the declared text of a refusal in each language. */
function noticeOf(entry: ErrorDeclaration, titles: { TW: string; EN: string; TH: string }): NoticeTexts {
  return { TW: { title: titles.TW, body: entry.tw }, EN: { title: titles.EN, body: entry.en }, TH: { title: titles.TH, body: entry.th } };
}

/** A linked account whose first-recharge bonus was credited, if any. */
async function linkedBonusHolder(db: Db, accountId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('first_recharge_joins')
    .select('account_id')
    .where('status', '=', 'credited')
    .where('account_id', 'in', linkedIds(db, accountId))
    .limit(1)
    .executeTakeFirst();
  return row?.account_id;
}

/** Whether a first-recharge join would be refused as linked (read only: the promotion's state says why, issue 19). */
export async function linkedToFirstRechargeHolder(db: Db, accountId: number): Promise<boolean> {
  return (await linkedBonusHolder(db, accountId)) !== undefined;
}

/** Joining the first recharge (before its transaction): refused with 061070, and recorded, when linked to a bonus holder. */
export async function refuseLinkedFirstRechargeJoin(db: Db, accountId: number, now = new Date()): Promise<void> {
  const holder = await linkedBonusHolder(db, accountId);
  if (holder === undefined) return;
  await recordRefusal(db, 'firstRecharge', accountId, holder, await linksBetween(db, accountId, holder), `FRJOIN${accountId}`, now.toISOString());
  throw LinkErrors.firstRecharge();
}

/**
 * Inside a deposit approval (the join is 'joined'): when the depositor is linked to a bonus holder,
 * the promotion ends without a bonus, the refusal is recorded and the player gets a notice. True
 * when withheld (the caller credits nothing).
 */
export async function withholdLinkedFirstRecharge(trx: Db, order: { account_id: number; order_no: string; currency: string; amount: number }, at: string): Promise<boolean> {
  const holder = await linkedBonusHolder(trx, order.account_id);
  if (holder === undefined) return false;
  await trx
    .updateTable('first_recharge_joins')
    .set({ status: 'ended', deposit_order_no: order.order_no, deposit_amount: Number(order.amount), bonus: 0, currency: order.currency, settled_at: at })
    .where('account_id', '=', order.account_id)
    .where('status', '=', 'joined')
    .execute();
  if (await recordRefusal(trx, 'firstRecharge', order.account_id, holder, await linksBetween(trx, order.account_id, holder), `FR${order.order_no}`, at)) {
    const titles = { TW: '首存紅利未發放', EN: 'First-deposit bonus not credited', TH: 'ไม่ได้รับโบนัสฝากครั้งแรก' };
    await writeNotice(trx, order.account_id, 'trade', noticeOf(LINK_ERRORS.firstRechargeLinked, titles), new Date(at));
  }
  return true;
}

/**
 * Inside a deposit approval, before an invite reward: withheld when the friend is linked to the
 * inviter, or to another friend whose deposit already earned a reward (one farm, many "friends").
 * The inviter gets a notice once per friend. True when withheld.
 */
export async function withholdLinkedInvite(trx: Db, friendId: number, inviterId: number, at: string): Promise<boolean> {
  // Paid already (an earlier deposit): the reward's own once-per-friend rule answers, not this guard.
  if (await trx.selectFrom('invite_rewards').select('friend_account_id').where('friend_account_id', '=', friendId).executeTakeFirst()) return false;
  let found = await linksBetween(trx, friendId, inviterId);
  if (found.length === 0) {
    const rewarded = await trx
      .selectFrom('invite_rewards')
      .select('friend_account_id')
      .where('friend_account_id', 'in', linkedIds(trx, friendId))
      .limit(1)
      .executeTakeFirst();
    if (rewarded) found = await linksBetween(trx, friendId, rewarded.friend_account_id);
  }
  if (found.length === 0) return false;
  // The inviter lost the reward for this friend; `links` says what linked the friend (to the inviter or an earlier friend).
  if (await recordRefusal(trx, 'invite', inviterId, friendId, found, `INV${friendId}`, at)) {
    const titles = { TW: '邀請好友獎勵未發放', EN: 'Invite reward not credited', TH: 'ไม่ได้รับรางวัลชวนเพื่อน' };
    await writeNotice(trx, inviterId, 'trade', noticeOf(LINK_ERRORS.inviteLinked, titles), new Date(at));
  }
  return true;
}

/** Claiming a promotion reward (before its transaction): refused with 061071, and recorded, when a linked account claimed one of the same promotion. */
export async function refuseLinkedRewardClaim(db: Db, accountId: number, rewardId: number, now = new Date()): Promise<void> {
  const reward = await db.selectFrom('activity_rewards').select('activity_code').where('id', '=', rewardId).where('account_id', '=', accountId).executeTakeFirst();
  if (!reward) return;
  const claimed = await db
    .selectFrom('activity_rewards')
    .select('account_id')
    .where('activity_code', '=', reward.activity_code)
    .where('state', '=', 'claimed')
    .where('account_id', 'in', linkedIds(db, accountId))
    .limit(1)
    .executeTakeFirst();
  if (!claimed) return;
  await recordRefusal(db, 'activityReward', accountId, claimed.account_id, await linksBetween(db, accountId, claimed.account_id), `activityReward:${rewardId}`, now.toISOString());
  throw LinkErrors.reward();
}

import { FIRST_RECHARGE_RULE, INVITE_RULE, STAFF_RISK_ERRORS, type FirstRechargeTier, type Page, type WithheldBonus } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { RiskRefusalsTable } from '../../db/schema-risk';
import { domainError } from '../../domain/errors';
import { openRequirement } from '../fund/wagering';
import { bonusOf } from '../promotions/first-recharge';
import { pokingTransaction } from '../wallet/group-commit';
import { lockWallets, MAIN, move, walletAccountId } from '../wallet/ledger';
import { formatMinor, MINOR_PER_MAJOR } from '../wallet/money';
import { assertNoBreak } from '../protection/breaks';
import { writeAudit, type AuditActor } from './audit';

type Db = Kysely<Database>;
type Row = Selectable<RiskRefusalsTable>;

/**
 * Withheld bonuses (issue 38): the risk_refusals rows services/risk/guards.ts writes when a bonus or reward is
 * withheld because the player is linked to another account. A risk member releases one (the bonus it withheld is
 * credited to the main wallet through the ledger, kind 'bonus' under the original reference, and its wagering
 * requirement opened with the promotion's multiple: one transaction with the decision and its audit row) or
 * confirms it (it stays withheld). The row's status moves once: the release's UPDATE ... WHERE status = 'withheld'
 * is the gate, so two releases at once credit once (the second finds the row decided: 081061).
 *
 * What money a refusal withheld:
 * - FR<order no> (first recharge, withheld in the deposit's approval): bonusOf(deposit, tier) in NTD, when that
 *   deposit was the player's first successful one (as firstRechargeOnDeposit would have paid);
 * - INV<friend id> (invite): INVITE_RULE.reward to the inviter, while the friend has earned no reward otherwise;
 * - FRJOIN<id> (a refused join) and activityReward:<id> (a refused claim) held no money: confirm only (081062).
 */

export const WithheldErrors = {
  notFound: () => domainError(STAFF_RISK_ERRORS.withheldNotFound),
  decided: (status: string) => domainError(STAFF_RISK_ERRORS.withheldDecided, { status }),
  nothing: () => domainError(STAFF_RISK_ERRORS.nothingToRelease),
} as const;

type Credit = { accountId: number; amount: number; currency: string; source: 'firstRecharge' | 'invite'; reference: string; friend?: { id: number; orderNo: string } };

/** What releasing `row` would credit, or null when it held no money (or the money was paid some other way since). */
async function creditOf(db: Db, row: Row): Promise<Credit | null> {
  if (row.kind === 'firstRecharge' && row.reference.startsWith('FR') && !row.reference.startsWith('FRJOIN')) {
    const orderNo = row.reference.slice(2);
    const order = await db.selectFrom('deposit_orders').select(['id', 'amount', 'currency']).where('order_no', '=', orderNo).where('account_id', '=', row.account_id).where('status', '=', 'success').executeTakeFirst();
    const join = await db.selectFrom('first_recharge_joins').select(['tier', 'status']).where('account_id', '=', row.account_id).executeTakeFirst();
    if (!order || !join || join.status === 'credited' || order.currency !== FIRST_RECHARGE_RULE.currency) return null;
    const earlier = await db.selectFrom('deposit_orders').select('id').where('account_id', '=', row.account_id).where('status', '=', 'success').where('id', '<', order.id).limit(1).executeTakeFirst();
    if (earlier) return null;
    const amount = bonusOf(Number(order.amount), join.tier as FirstRechargeTier);
    return amount > 0 ? { accountId: row.account_id, amount, currency: order.currency, source: 'firstRecharge', reference: row.reference } : null;
  }
  if (row.kind === 'invite' && row.reference.startsWith('INV')) {
    const friendId = Number(row.reference.slice(3));
    if (await db.selectFrom('invite_rewards').select('friend_account_id').where('friend_account_id', '=', friendId).executeTakeFirst()) return null;
    const order = await db
      .selectFrom('deposit_orders')
      .select('order_no')
      .where('account_id', '=', friendId)
      .where('status', '=', 'success')
      .where('currency', '=', INVITE_RULE.currency)
      .where('amount', '>=', INVITE_RULE.minDeposit * MINOR_PER_MAJOR)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!order) return null;
    return { accountId: row.account_id, amount: INVITE_RULE.reward * MINOR_PER_MAJOR, currency: INVITE_RULE.currency, source: 'invite', reference: row.reference, friend: { id: friendId, orderNo: order.order_no } };
  }
  return null;
}

async function view(db: Db, row: Row, names: Map<number, string>): Promise<WithheldBonus> {
  const status = row.status as WithheldBonus['status'];
  let amount: number | null = row.credited === null ? null : Number(row.credited);
  if (status !== 'released') amount = (await creditOf(db, row))?.amount ?? null;
  return {
    id: row.id,
    playerId: row.account_id,
    account: names.get(row.account_id) ?? `#${row.account_id}`,
    kind: row.kind,
    reference: row.reference,
    linkedPlayerId: row.linked_account_id,
    linkedAccount: names.get(row.linked_account_id) ?? `#${row.linked_account_id}`,
    links: row.links.split(',').filter(Boolean),
    at: row.created_at,
    amount: amount === null ? null : formatMinor(amount),
    status,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at,
    reason: row.decision_reason,
  };
}

async function namesOf(db: Db, rows: Row[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => [r.account_id, r.linked_account_id]))];
  if (ids.length === 0) return new Map();
  return new Map((await db.selectFrom('accounts').select(['id', 'username']).where('id', 'in', ids).execute()).map((r) => [r.id, r.username]));
}

export async function listWithheld(db: Db, q: { status?: WithheldBonus['status'] | undefined; page: number; size: number }): Promise<Page<WithheldBonus>> {
  let base = db.selectFrom('risk_refusals');
  if (q.status) base = base.where('status', '=', q.status);
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute();
  const names = await namesOf(db, rows);
  return { total: Number(total.n), records: await Promise.all(rows.map((r) => view(db, r, names))) };
}

/** Releases (credits) or confirms a withheld bonus, with its audit row, in one transaction. */
export async function decideWithheld(db: Db, actor: AuditActor, id: number, input: { release: boolean; reason: string }, now = new Date()): Promise<WithheldBonus> {
  const at = now.toISOString();
  const by = 'staffId' in actor ? actor.name : 'ops';
  const reason = input.reason.trim();
  // The open tabs of the player hear of the credit once it committed.
  const row = await pokingTransaction(db, async (trx) => {
    const status = input.release ? 'released' : 'confirmed';
    const claimed = await trx
      .updateTable('risk_refusals')
      .set({ status, decided_by: by, decided_at: at, decision_reason: reason })
      .where('id', '=', id)
      .where('status', '=', 'withheld')
      .returningAll()
      .executeTakeFirst();
    if (!claimed) {
      const existing = Number.isSafeInteger(id) ? await trx.selectFrom('risk_refusals').select('status').where('id', '=', id).executeTakeFirst() : undefined;
      throw existing ? WithheldErrors.decided(existing.status) : WithheldErrors.notFound();
    }
    let credited: number | null = null;
    if (input.release) {
      const credit = await creditOf(trx, claimed);
      if (!credit) throw WithheldErrors.nothing();
      // No bonus reaches a player on a time-out or self-exclusion (the player's own reward claims are refused alike).
      await assertNoBreak(trx, credit.accountId, 'rewardClaim', now);
      if (credit.source === 'firstRecharge') {
        await trx.updateTable('first_recharge_joins').set({ status: 'credited', bonus: credit.amount }).where('account_id', '=', credit.accountId).where('status', '!=', 'credited').execute();
      } else if (credit.friend) {
        const inserted = await trx
          .insertInto('invite_rewards')
          .values({ friend_account_id: credit.friend.id, inviter_account_id: credit.accountId, deposit_order_no: credit.friend.orderNo, amount: credit.amount, currency: credit.currency, credited_at: at })
          .onConflict((oc) => oc.column('friend_account_id').doNothing())
          .returning('friend_account_id')
          .executeTakeFirst();
        if (!inserted) throw WithheldErrors.nothing();
      }
      const walletId = await walletAccountId(trx, credit.accountId, credit.currency, MAIN, at);
      await lockWallets(trx, [walletId]);
      await move(trx, { walletId, amount: credit.amount, kind: 'bonus', reference: credit.reference }, at);
      await openRequirement(trx, { accountId: credit.accountId, currency: credit.currency, source: credit.source, reference: credit.reference, amount: credit.amount }, at);
      credited = credit.amount;
      await trx.updateTable('risk_refusals').set({ credited }).where('id', '=', id).execute();
    }
    await writeAudit(
      trx,
      actor,
      {
        action: input.release ? 'risk.withheldRelease' : 'risk.withheldConfirm',
        subjectType: 'player',
        subjectId: claimed.account_id,
        before: { withheld: claimed.reference, status: 'withheld' },
        after: { withheld: claimed.reference, status, reason, credited: credited === null ? null : formatMinor(credited) },
      },
      now,
    );
    return { ...claimed, credited };
  });
  return view(db, row, await namesOf(db, [row]));
}

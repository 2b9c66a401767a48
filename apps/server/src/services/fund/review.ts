import { formatMinor } from '../wallet/money';
import { balanceOf, lockWallets, MAIN, move, walletAccountId } from '../wallet/ledger';
import { promotionsOnDeposit } from '../promotions/deposit-hook';
import { moneyTransaction, pokingTransaction } from '../wallet/group-commit';
import { type Db, maskCard } from './common';
import { depositView, expireDeposits } from './deposits';
import { holdNewDestination } from './destination-holds';
import { FundErrors } from './errors';
import { writeNotice } from './notices';
import { openRequirement } from './wagering';
import { cardReviewNotice, tradeNotice } from './texts';
import { changeWithdraw, withdrawView } from './withdrawals';
import { assertNoBreak } from '../protection/breaks';
import { type Decider, OPS_DECIDER, recordDecision } from './decider';
import { QueueErrors } from '../staff/queue-errors';

/**
 * The operator's decisions (ops commands and the back office's queues): deposits, withdrawals and bank-card
 * bindings. Each status change is guarded by the status it leaves (a concurrent second decision finds nothing
 * to change) and done in one transaction with its ledger entry, its inbox notice and its audit row (`by`, the
 * decider: OPS_DECIDER for `npm run ops`, a staff member with the queue's claim check for the back office).
 */

async function depositByNo(db: Db, orderNo: string) {
  const row = await db.selectFrom('deposit_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) throw FundErrors.orderNotFound();
  return row;
}

/**
 * Credits a deposit: processing, or timeout (the money arrived after the
 * payment window), becomes success and the amount goes to the main wallet as
 * a 'deposit' ledger entry in the same transaction, with the promotions it
 * pays (services/promotions/deposit-hook.ts); their players are poked after the commit.
 */
export async function approveDeposit(db: Db, orderNo: string, now = new Date(), by: Decider = OPS_DECIDER) {
  await expireDeposits(db, now);
  return moneyTransaction(db, async (trx) => {
    await by.check?.(trx);
    const order = await depositByNo(trx, orderNo);
    const at = now.toISOString();
    const changed = await trx
      .updateTable('deposit_orders')
      .set({ status: 'success', updated_at: at, settled_at: at })
      .where('id', '=', order.id)
      .where('status', 'in', ['processing', 'timeout'])
      .returningAll()
      .executeTakeFirst();
    if (!changed) throw FundErrors.orderNotChangeable(order.status);
    // Issue 33: never credited while the player's time-out or self-exclusion runs (031062, data { kind, until }):
    // the refusal rolls the status back. The order is left pending, not cancelled: its money may have arrived
    // (a paid USDT order, a bank transfer), so the operator keeps both ways out once told why: reject it (the
    // money goes back to the player outside the site) or approve it after the break. Cancelling would lose that.
    await assertNoBreak(trx, order.account_id, 'deposit', now);
    const walletId = await walletAccountId(trx, order.account_id, order.currency, MAIN, at);
    await lockWallets(trx, [walletId]);
    let balance = await move(trx, { walletId, amount: Number(order.amount), kind: 'deposit', reference: order.order_no }, at);
    // SPEC 9: a deposit is wagered 1x before a withdrawal (issue 17: one requirement among the bonuses').
    await openRequirement(trx, { accountId: order.account_id, currency: order.currency, source: 'deposit', reference: order.order_no, amount: Number(order.amount) }, at);
    await writeNotice(trx, order.account_id, 'trade', tradeNotice('deposit', 'success', order.order_no, order.currency, Number(order.amount), ''), now);
    // The promotions it pays (first-recharge bonus, inviter's reward), in this same transaction.
    const credited = await promotionsOnDeposit(trx, changed, now);
    if (credited.includes(order.account_id)) balance = await balanceOf(trx, order.account_id, order.currency, MAIN);
    await recordDecision(trx, by, depositAudit('fund.deposit.approve', order, changed, { balance: formatMinor(balance) }), now);
    return { order: depositView(changed), balance: formatMinor(balance) };
  });
}

/** Refuses a deposit (e.g. money from another card than the bound one: returned, nothing credited). */
export async function rejectDeposit(db: Db, orderNo: string, reason: string, now = new Date(), by: Decider = OPS_DECIDER) {
  await expireDeposits(db, now);
  return moneyTransaction(db, async (trx) => {
    await by.check?.(trx);
    const order = await depositByNo(trx, orderNo);
    const changed = await trx
      .updateTable('deposit_orders')
      .set({ status: 'failure', reason, updated_at: now.toISOString() })
      .where('id', '=', order.id)
      .where('status', 'in', ['processing', 'timeout'])
      .returningAll()
      .executeTakeFirst();
    if (!changed) throw FundErrors.orderNotChangeable(order.status);
    await writeNotice(trx, order.account_id, 'trade', tradeNotice('deposit', 'failure', order.order_no, order.currency, Number(order.amount), reason), now);
    await recordDecision(trx, by, depositAudit('fund.deposit.reject', order, changed, {}), now);
    return { order: depositView(changed) };
  });
}

/** Approves or rejects a bank card under review, with a system notice in every language (SPEC 4). */
export async function reviewCard(db: Db, id: number, decision: { approve: true } | { approve: false; reason: string }, now = new Date(), by: Decider = OPS_DECIDER) {
  return pokingTransaction(db, async (trx) => {
    await by.check?.(trx);
    const card = await trx.selectFrom('bank_cards').selectAll().where('id', '=', id).executeTakeFirst();
    if (!card) throw FundErrors.orderNotFound();
    const reason = decision.approve ? '' : decision.reason;
    const changed = await trx
      .updateTable('bank_cards')
      .set({ status: decision.approve ? 'approved' : 'rejected', reason, reviewed_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'reviewing')
      .returningAll()
      .executeTakeFirst();
    if (!changed) throw FundErrors.orderNotChangeable(card.status);
    // Issue 17: a card that is not the first destination waits 24 hours for withdrawals.
    const usableFrom = decision.approve ? await holdNewDestination(trx, card.account_id, 'card', card.id, now) : null;
    await writeNotice(trx, card.account_id, 'system', cardReviewNotice(decision.approve, maskCard(card.card_no), reason, usableFrom !== null), now);
    await recordDecision(
      trx,
      by,
      { action: decision.approve ? 'fund.card.approve' : 'fund.card.reject', subjectType: 'player', subjectId: card.account_id, before: { cardId: id, status: card.status }, after: { cardId: id, status: changed.status, reason, usableFrom } },
      now,
    );
    return changed;
  });
}

/** The next step of a withdrawal the operator approves: processing -> reviewing -> withdrawing -> success. */
const NEXT_WITHDRAW: Record<string, string> = { processing: 'reviewing', reviewing: 'withdrawing', withdrawing: 'success' };

async function withdrawByNo(db: Db, orderNo: string) {
  const row = await db.selectFrom('withdraw_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) throw FundErrors.orderNotFound();
  return row;
}

/**
 * One step forward per approval (the money was held when applied for; success only records the payout), from
 * one of `from` (the queue approves processing and reviewing, and marks withdrawing paid). Each approval of a
 * review step is kept (withdraw_approvals); with `by.fourEyesAboveMinor`, an order worth more needs its second
 * step from another staff member than its first (081011).
 */
export async function advanceWithdraw(db: Db, orderNo: string, now = new Date(), by: Decider = OPS_DECIDER, from: readonly string[] = Object.keys(NEXT_WITHDRAW)) {
  return moneyTransaction(db, async (trx) => {
    await by.check?.(trx);
    const order = await withdrawByNo(trx, orderNo);
    const next = NEXT_WITHDRAW[order.status];
    if (!next || !from.includes(order.status)) throw FundErrors.orderNotChangeable(order.status);
    if (order.status === 'reviewing') await assertFourEyes(trx, order, by);
    const changed = await changeWithdraw(trx, order, [order.status], next, '', now);
    if (order.status !== 'withdrawing') {
      const staffId = 'staffId' in by.actor ? by.actor.staffId : null;
      await trx.insertInto('withdraw_approvals').values({ order_id: order.id, staff_id: staffId, actor: 'staffId' in by.actor ? `staff:${by.actor.name}` : 'ops', step: order.status, at: now.toISOString() }).execute();
    }
    const action = order.status === 'withdrawing' ? 'fund.withdraw.paid' : 'fund.withdraw.approve';
    await recordDecision(trx, by, withdrawAudit(action, order, changed), now);
    return withdrawView(changed);
  });
}

/** The NTD value of a withdrawal (minor units): its own amount in NTD, else what it counted in NTD when applied for. */
const ntdMinor = (order: { currency: string; amount: number; ntd_amount: number | null }) => Number(order.currency === 'NTD' ? order.amount : (order.ntd_amount ?? 0));

async function assertFourEyes(trx: Db, order: Awaited<ReturnType<typeof withdrawByNo>>, by: Decider): Promise<void> {
  if (by.fourEyesAboveMinor === undefined || !('staffId' in by.actor) || ntdMinor(order) <= by.fourEyesAboveMinor) return;
  const first = await trx.selectFrom('withdraw_approvals').select('staff_id').where('order_id', '=', order.id).where('step', '=', 'processing').executeTakeFirst();
  if (first?.staff_id === by.actor.staffId) throw QueueErrors.sameApprover(by.fourEyesAboveMinor);
}

type DepositRow = Awaited<ReturnType<typeof depositByNo>>;
const depositAudit = (action: string, order: DepositRow, changed: DepositRow, extra: object) => ({
  action,
  subjectType: 'player',
  subjectId: order.account_id,
  before: { orderNo: order.order_no, status: order.status, amount: formatMinor(Number(order.amount)), currency: order.currency },
  after: { orderNo: order.order_no, status: changed.status, reason: changed.reason, ...extra },
});

type WithdrawRow = Awaited<ReturnType<typeof withdrawByNo>>;
const withdrawAudit = (action: string, order: WithdrawRow, changed: WithdrawRow) => ({
  action,
  subjectType: 'player',
  subjectId: order.account_id,
  before: { orderNo: order.order_no, status: order.status, amount: formatMinor(Number(order.amount)), currency: order.currency },
  after: { orderNo: order.order_no, status: changed.status, reason: changed.reason },
});

/** Rejects a withdrawal not yet paid: failure, the held amount returned ('withdrawRefund'). */
export async function rejectWithdraw(db: Db, orderNo: string, reason: string, now = new Date(), by: Decider = OPS_DECIDER) {
  return moneyTransaction(db, async (trx) => {
    await by.check?.(trx);
    const order = await withdrawByNo(trx, orderNo);
    const changed = await changeWithdraw(trx, order, ['processing', 'reviewing', 'withdrawing'], 'failure', reason, now);
    await recordDecision(trx, by, withdrawAudit('fund.withdraw.reject', order, changed), now);
    return withdrawView(changed);
  });
}

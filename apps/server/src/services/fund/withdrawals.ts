import { withdrawNeedsSms, type WithdrawOrder } from '@site/contract';
import { usdtForOrder } from '@site/contract/rules/usdt-rate';
import type { Selectable } from 'kysely';
import type { WithdrawOrdersTable } from '../../db/schema-fund';
import { CoreErrors } from '../../domain/errors';
import type { ApiLanguage } from '../../domain/language';
import { idempotent } from '../wallet/idempotency';
import { balanceOf, lockWallets, MAIN, move, walletAccountId } from '../wallet/ledger';
import { formatMinor, MINOR_PER_MAJOR, toMinor } from '../wallet/money';
import { assertCurrency, orderNo } from '../wallet/transfers';
import { bankCards, walletAddresses } from './binding';
import { type Db, iso, maskAddress, maskCard, playerOf, serverDayStart, usdtRateText } from './common';
import { dailyWithdrawLimit, MIN_WITHDRAWAL_BY_CURRENCY, WITHDRAW_PREFIX } from './constants';
import { FundErrors } from './errors';
import { assertDestinationUsable } from './destination-holds';
import { assertBinding, assertNotSuspended, assertWithdrawOpen, refuseAgent, requirePhone } from './gates';
import { writeNotice } from './notices';
import { tradeNotice } from './texts';
import { turnoverOf } from './turnover';
import { closeOnWithdraw } from './wagering';
import { assertNotLocked, checkWithdrawPassword, withdrawLockedUntil } from './withdraw-guard';
import { assertNotDormant } from '../withdrawal-rules/dormancy';
import { twoFactorOn, TwoFactorErrors } from '../accounts/two-factor-guard';
import { assertSmsCodeGiven, assertWithdrawWindow, feeFor, holdInParts, lockTermsWindow, refundFee, termsOfOrders, useWithdrawSmsCode } from '../withdrawal-rules/withdraw-terms';
import { placeInPayouts, releaseByOperator } from '../withdrawal-rules/withdraw-queue';
import { pricedOrder } from './ntd-sums';

type Row = Selectable<WithdrawOrdersTable>;

export function withdrawView(r: Row): WithdrawOrder {
  return {
    orderNo: r.order_no,
    method: r.method as WithdrawOrder['method'],
    currency: r.currency,
    amount: formatMinor(Number(r.amount)),
    usdtAmount: r.usdt_amount,
    destination: r.destination,
    status: r.status as WithdrawOrder['status'],
    reason: r.reason,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** The views of orders with their fee and parts (issue 20, the terms); an order from before them is one part. */
export async function withdrawViews(db: Db, rows: Row[]): Promise<WithdrawOrder[]> {
  const terms = await termsOfOrders(db, rows.map((r) => r.id));
  return rows.map((r) => {
    const view = withdrawView(r);
    const t = terms.get(r.id);
    return { ...view, fee: t?.fee ?? '0.00', parts: t?.parts.length ? t.parts : [view.amount] };
  });
}

const minimumOf = (currency: string) => (MIN_WITHDRAWAL_BY_CURRENCY[currency] ?? MIN_WITHDRAWAL_BY_CURRENCY.NTD ?? 0) * MINOR_PER_MAJOR;

/** Today's (server day, +08:00) withdrawals that still count: all but failed and cancelled ones. */
async function dailyUsed(db: Db, accountId: number, now: Date) {
  const row = await db
    .selectFrom('withdraw_orders')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string | null>('amount').as('total')])
    .where('account_id', '=', accountId)
    .where('created_at', '>=', serverDayStart(now))
    .where('status', 'not in', ['failure', 'cancelled'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), amount: Number(row.total ?? 0) };
}

/** GET /v1/fund/withdraw/info. */
export async function withdrawInfo(db: Db, accountId: number, currency: string, lang: ApiLanguage, now = new Date()) {
  await assertCurrency(db, currency);
  const player = await playerOf(db, accountId);
  const limit = await dailyWithdrawLimit(db, player.vipLevel);
  const [turnover, used, balance, lockedUntil] = await Promise.all([
    turnoverOf(db, accountId, currency, lang),
    dailyUsed(db, accountId, now),
    balanceOf(db, accountId, currency, MAIN),
    withdrawLockedUntil(db, accountId, now),
  ]);
  const dailyAmount = limit.amount * MINOR_PER_MAJOR;
  // Issue 34: what may go now, and what waits for play, rather than the balance as if it all could.
  const blocked = turnover.remaining > 0 || lockedUntil !== null || used.count >= limit.count;
  return {
    currency,
    balance: formatMinor(balance),
    withdrawable: formatMinor(blocked ? 0 : Math.max(0, Math.min(balance, dailyAmount - used.amount))),
    awaitingTurnover: formatMinor(turnover.remaining > 0 ? balance : 0),
    minAmount: formatMinor(minimumOf(currency)),
    turnoverRequired: formatMinor(turnover.required),
    turnoverDone: formatMinor(turnover.done),
    turnoverRemaining: formatMinor(turnover.remaining),
    requirements: turnover.items,
    dailyCountLimit: limit.count,
    dailyCountUsed: used.count,
    dailyAmountLimit: formatMinor(dailyAmount),
    dailyAmountUsed: formatMinor(used.amount),
    usdtRate: await usdtRateText(db),
    cards: await bankCards(db, accountId, lang, true),
    addresses: await walletAddresses(db, accountId),
    lockedUntil,
  };
}

export interface WithdrawInput {
  currency: string;
  amount: string;
  cardId?: number | undefined;
  addressId?: number | undefined;
  withdrawPassword: string;
  smsCode?: string | undefined;
}

async function destinationOf(db: Db, accountId: number, input: WithdrawInput) {
  if ((input.cardId === undefined) === (input.addressId === undefined)) throw FundErrors.bindingRequired();
  if (input.cardId !== undefined) {
    const card = await db.selectFrom('bank_cards').select(['id', 'card_no']).where('id', '=', input.cardId).where('account_id', '=', accountId).where('status', '=', 'approved').executeTakeFirst();
    if (!card) throw FundErrors.bindingRequired();
    // Bank payouts are in NTD; the USDT wallet pays out to an address.
    if (input.currency !== 'NTD') throw CoreErrors.badRequest({ issues: [{ in: 'body', path: 'cardId', message: 'bank withdrawals are in NTD' }] });
    return { method: 'bank' as const, cardId: card.id, addressId: null, destination: maskCard(card.card_no) };
  }
  const address = await db.selectFrom('wallet_addresses').select(['id', 'address']).where('id', '=', input.addressId ?? 0).where('account_id', '=', accountId).executeTakeFirst();
  if (!address) throw FundErrors.bindingRequired();
  return { method: 'usdt' as const, cardId: null, addressId: address.id, destination: maskAddress(address.address) };
}

/** Turnover 031006 and the day's VIP count and amount 031007: checked before the password and again under the wallet lock. */
async function assertWithinLimits(db: Db, accountId: number, vipLevel: number, currency: string, amount: number, now: Date): Promise<void> {
  const turnover = await turnoverOf(db, accountId, currency);
  if (turnover.remaining > 0) throw FundErrors.turnoverNotMet(formatMinor(turnover.remaining), turnover.items);
  const limit = await dailyWithdrawLimit(db, vipLevel);
  const used = await dailyUsed(db, accountId, now);
  if (used.count + 1 > limit.count || used.amount + amount > limit.amount * MINOR_PER_MAJOR) {
    throw FundErrors.dailyLimit({ countLimit: limit.count, countUsed: used.count, amountLimit: formatMinor(limit.amount * MINOR_PER_MAJOR), amountUsed: formatMinor(used.amount) });
  }
}

/**
 * POST /v1/fund/withdraw/apply. Gates in order: agent account 031032, phone 031010, switches
 * 031002, suspension 031017, wrong-password lock 031030, password set 031009, binding 031004,
 * destination on hold 031031, minimum 031005, the terms' dormancy 031073, turnover 031006, daily
 * count and amount 031007, the terms' 250,000 in 24 hours 031070, an SMS code given once the 24 hours
 * with this withdrawal pass 2,500 031072, and only then the password (031008, counted: issue 17), so
 * no other answer tells a right password from a wrong one, then the SMS code (012006, 5 tries).
 * The terms count every currency in NTD at the USDT rate read once here, which the order stores
 * (issue 33). Then, in the money transaction (the main wallet locked, then the terms' site row):
 * turnover, the daily limits, the 24 hours and the SMS code's need again (a concurrent withdrawal),
 * the withdrawal's place in the site's 600,000 a day (or the queue: services/withdrawal-rules/withdraw-queue.ts;
 * never a refusal), and the hold itself in parts of at most 100,000 plus the fee to an extra
 * destination (services/withdrawal-rules/withdraw-terms.ts; never below zero, else 030001).
 * Through `idempotent`: a repeated key returns the first order and holds nothing twice.
 */
export async function applyWithdraw(db: Db, accountId: number, input: WithdrawInput, key: string, now = new Date()): Promise<WithdrawOrder> {
  const amount = toMinor(input.amount);
  await assertCurrency(db, input.currency);
  const player = await playerOf(db, accountId);
  refuseAgent(player);
  requirePhone(player);
  await assertWithdrawOpen(db, accountId, input.currency);
  await assertNotSuspended(db, accountId, 'withdraw', now);
  await assertNotLocked(db, accountId, now);
  if (!player.withdraw_password_hash) throw FundErrors.withdrawPasswordMissing();
  await assertBinding(db, accountId);
  const target = await destinationOf(db, accountId, input);
  await assertDestinationUsable(db, accountId, target.method === 'bank' ? 'card' : 'address', target.cardId ?? target.addressId ?? 0, now);
  if (amount < minimumOf(input.currency)) throw FundErrors.belowMinimum(formatMinor(minimumOf(input.currency)));
  // A resent key (moneyCall after a lost reply) replays its order below; its own hold must not refuse it here.
  const resent = await db.selectFrom('idempotency_keys').select('key').where('account_id', '=', accountId).where('key', '=', key).executeTakeFirst();
  await assertNotDormant(db, accountId);
  // The rate this order uses for everything it counts in NTD (issue 33) and for its USDT amount.
  const rate = await usdtRateText(db);
  const priced = pricedOrder(amount, input.currency, rate, target.method === 'usdt');
  let smsChecked = false;
  if (!resent) {
    await assertWithinLimits(db, accountId, player.vipLevel, input.currency, amount, now);
    const last24Hours = await assertWithdrawWindow(db, accountId, priced.ntdAmount, now);
    // Issue 39: with two-factor on, every withdrawal takes the authenticator code (in smsCode's place).
    const twoFactor = (await twoFactorOn(db, accountId)) !== undefined;
    if (twoFactor && !input.smsCode) throw TwoFactorErrors.codeMissing();
    smsChecked = twoFactor || withdrawNeedsSms(priced.ntdAmount, last24Hours);
    assertSmsCodeGiven(smsChecked, input.smsCode);
  }
  await checkWithdrawPassword(db, accountId, player.withdraw_password_hash, input.withdrawPassword, now);
  if (!resent) await useWithdrawSmsCode(db, player, smsChecked, input.smsCode);
  const fee = await feeFor(db, accountId, input.currency, amount, target.method === 'bank' ? { kind: 'card', id: target.cardId ?? 0 } : { kind: 'address', id: target.addressId ?? 0 }, rate);
  const usdtAmount = target.method === 'usdt' ? (input.currency === 'USDT' ? formatMinor(amount) : usdtForOrder('withdraw', amount, rate)) : null;
  // The password stays out of the stored request hash (6 digits hash back in no time).
  const request = { currency: input.currency, amount, cardId: input.cardId, addressId: input.addressId };
  return idempotent(db, { accountId, key, scope: 'fund.applyWithdraw', request }, async (trx) => {
    const at = iso(now);
    const walletId = await walletAccountId(trx, accountId, input.currency, MAIN, at);
    await lockWallets(trx, [walletId]);
    // Then the terms' site row: the player's withdrawals of both currencies (two wallets) and everybody's place in
    // the day's payouts are checked one at a time on PostgreSQL.
    await lockTermsWindow(trx);
    await assertWithinLimits(trx, accountId, player.vipLevel, input.currency, amount, now);
    const last24Hours = await assertWithdrawWindow(trx, accountId, priced.ntdAmount, now);
    // A concurrent withdrawal of the player committed meanwhile can make the code needed after all (issue 33).
    if (!smsChecked && withdrawNeedsSms(priced.ntdAmount, last24Hours)) assertSmsCodeGiven(true, undefined);
    // Its place in the site's 600,000 of the day, or the queue (after the wallet lock: the lock order everywhere).
    const payoutDay = await placeInPayouts(trx, priced.ntdAmount, now);
    // Every requirement is covered: this withdrawal spends the turnover so far (issue 17).
    await closeOnWithdraw(trx, accountId, input.currency, at);
    const no = orderNo(WITHDRAW_PREFIX, now);
    const row = await trx
      .insertInto('withdraw_orders')
      .values({
        order_no: no,
        account_id: accountId,
        method: target.method,
        currency: input.currency,
        amount,
        usdt_amount: usdtAmount,
        card_id: target.cardId,
        address_id: target.addressId,
        destination: target.destination,
        status: 'processing',
        created_at: at,
        updated_at: at,
        ntd_amount: priced.ntdAmount,
        usdt_rate: priced.usdtRate,
        payout_day: payoutDay,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The hold in parts of at most 100,000 and the fee to an extra destination (issue 20, the terms).
    await holdInParts(trx, { walletId, orderId: row.id, orderNo: no, amount, fee, key, at });
    return (await withdrawViews(trx, [row]))[0] ?? withdrawView(row);
  });
}

export async function withdrawOrders(db: Db, accountId: number, page: { page: number; size: number }) {
  const q = db.selectFrom('withdraw_orders').where('account_id', '=', accountId);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.size).offset((page.page - 1) * page.size).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: await withdrawViews(db, rows), total: Number(count.n) };
}

/**
 * Moves a withdrawal from one of `from` to `to` (guarded: a concurrent second
 * change finds nothing); failure and cancelled return the held amount as a
 * 'withdrawRefund' in the same transaction. Writes the trade notice.
 */
export async function changeWithdraw(trx: Db, order: Row, from: string[], to: string, reason: string, now: Date): Promise<Row> {
  const at = iso(now);
  const changed = await trx
    .updateTable('withdraw_orders')
    .set({ status: to, reason, updated_at: at })
    .where('id', '=', order.id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
  if (!changed) throw FundErrors.orderNotChangeable(order.status);
  // The operator's approval of a withdrawal waiting for the site's capacity releases it into today (issue 33).
  if (to === 'reviewing' && changed.payout_day === null) await releaseByOperator(trx, changed.id, now);
  if (to === 'failure' || to === 'cancelled') {
    const walletId = await walletAccountId(trx, order.account_id, order.currency, MAIN, at);
    await lockWallets(trx, [walletId]);
    await move(trx, { walletId, amount: Number(order.amount), kind: 'withdrawRefund', reference: order.order_no }, at);
    await refundFee(trx, { walletId, orderId: order.id, orderNo: order.order_no, at });
  }
  await writeNotice(trx, order.account_id, 'trade', tradeNotice('withdraw', to, order.order_no, order.currency, Number(order.amount), reason), now);
  return changed;
}

/** PUT .../cancel: the player takes back a withdrawal still processing or under review. */
export async function cancelWithdraw(db: Db, accountId: number, no: string, key: string, now = new Date()): Promise<WithdrawOrder> {
  return idempotent(db, { accountId, key, scope: 'fund.cancelWithdraw', request: { orderNo: no } }, async (trx) => {
    const order = await trx.selectFrom('withdraw_orders').selectAll().where('order_no', '=', no).where('account_id', '=', accountId).executeTakeFirst();
    if (!order) throw FundErrors.orderNotFound();
    return (await withdrawViews(trx, [await changeWithdraw(trx, order, ['processing', 'reviewing'], 'cancelled', '', now)]))[0] as WithdrawOrder;
  });
}

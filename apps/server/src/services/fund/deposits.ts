import type { DepositMethod, DepositOrder } from '@site/contract';
import { usdtForOrder } from '@site/contract/rules/usdt-rate';
import type { ApiLanguage } from '../../domain/language';
import { prepared } from '../../db/prepared';
import { randomDigits } from '../accounts/secrets';
import { label } from '../labels';
import { moneyTransaction } from '../wallet/group-commit';
import { idempotent } from '../wallet/idempotency';
import { formatMinor, toMinor } from '../wallet/money';
import { assertCurrency, orderNo } from '../wallet/transfers';
import { type Db, iso, maskCard, playerOf, plusMs, usdtRateOf, usdtRateText } from './common';
import { pricedOrder } from './ntd-sums';
import { DEPOSIT_ORDER_TTL_MS, DEPOSIT_PREFIX, STORE_ORDER_TTL_MS, USDT_RATE_KEY } from './constants';
import { FundErrors } from './errors';
import { depositSetupOf, readyFor } from './deposit-setup';
import { assertBinding, assertNotSuspended, assertRechargeOpen, hasBinding, noteUnpaid, refuseAgent, requirePhone } from './gates';
import { writeNotice } from './notices';
import { tradeNotice } from './texts';
import { depositChannelCheck, depositChannelGate } from '../vip/config';
import { assertDepositLimits } from '../protection/limits';
import type { DepositOrdersTable } from '../../db/schema-fund';
import type { Selectable } from 'kysely';

type OrderRow = Selectable<DepositOrdersTable>;

export function depositView(r: OrderRow): DepositOrder {
  return {
    orderNo: r.order_no,
    method: r.method as DepositMethod,
    channelCode: r.channel_code,
    currency: r.currency,
    amount: formatMinor(Number(r.amount)),
    status: r.status as DepositOrder['status'],
    fromCard: r.from_card,
    txHash: r.tx_hash,
    receiving: JSON.parse(r.receiving) as DepositOrder['receiving'],
    reason: r.reason,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    updatedAt: r.updated_at,
  };
}

// Every deposit order first expires the player's own (db/prepared.ts).
const unpaidDue = (db: Db, now: string) =>
  db
    .selectFrom('deposit_orders')
    .select(['id', 'account_id', 'order_no', 'currency', 'amount', 'expires_at'])
    .where('status', '=', 'processing')
    .where('tx_hash', 'is', null)
    .where('expires_at', '<=', now);
const dueOrders = prepared((db: Db, a: { now: string }) => unpaidDue(db, a.now).orderBy('expires_at').limit(500));
const playersDueOrders = prepared((db: Db, a: { now: string; accountId: number }) =>
  unpaidDue(db, a.now).where('account_id', '=', a.accountId).orderBy('expires_at').limit(500),
);

/**
 * Unpaid orders past their expiry become 'timeout' (a USDT order whose hash
 * was submitted is paid, waiting for the operator: it does not expire). Each
 * writes a trade notice and counts towards the automatic suspension. Runs in
 * the caller's transaction; `accountId` limits it to one player (lazy reads).
 */
export async function expireDepositsIn(trx: Db, now: Date, accountId?: number): Promise<number> {
  const due = accountId === undefined ? await dueOrders.rows(trx, { now: iso(now) }) : await playersDueOrders.rows(trx, { now: iso(now), accountId });
  let expired = 0;
  for (const o of due) {
    const done = await trx
      .updateTable('deposit_orders')
      .set({ status: 'timeout', updated_at: o.expires_at })
      .where('id', '=', o.id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) continue;
    expired++;
    const at = new Date(o.expires_at);
    await writeNotice(trx, o.account_id, 'trade', tradeNotice('deposit', 'timeout', o.order_no, o.currency, Number(o.amount), ''), at);
    await noteUnpaid(trx, o.account_id, at);
  }
  return expired;
}

/** The lazy evaluation on a read (and the hourly housekeeping): a transaction only when something is due. */
export async function expireDeposits(db: Db, now: Date, accountId?: number): Promise<number> {
  let q = db.selectFrom('deposit_orders').select('id').where('status', '=', 'processing').where('tx_hash', 'is', null).where('expires_at', '<=', iso(now));
  if (accountId !== undefined) q = q.where('account_id', '=', accountId);
  if (!(await q.executeTakeFirst())) return 0;
  return moneyTransaction(db, (trx) => expireDepositsIn(trx, now, accountId));
}

/** GET /v1/fund/recharge/channels: the currency's channels, each marked available for the player's VIP level (the VIP config's vipLimits) and ready when an order can be opened now, and the first deposit's setup (issue 34). */
export async function depositChannels(db: Db, accountId: number, currency: string, lang: ApiLanguage) {
  await assertCurrency(db, currency);
  const player = await playerOf(db, accountId);
  const gate = await depositChannelGate(db, player.vipLevel);
  const rows = await db.selectFrom('deposit_channels').selectAll().where('currency', '=', currency).where('enabled', '=', 1).orderBy('sort').execute();
  const setup = await depositSetupOf(db, accountId, player);
  return {
    channels: rows.map((c) => ({
      code: c.code,
      method: c.method as DepositMethod,
      name: label(c.names, lang),
      currency: c.currency,
      minAmount: formatMinor(Number(c.min_amount)),
      maxAmount: formatMinor(Number(c.max_amount)),
      minVipLevel: gate.minLevel(c.code),
      available: gate.open(c.code),
      ready: gate.open(c.code) && readyFor(c.method as DepositMethod, setup),
    })),
    usdtRate: await usdtRateText(db),
    hasBinding: await hasBinding(db, accountId),
    setup,
  };
}

export interface DepositInput {
  channelCode: string;
  method: DepositMethod;
  currency: string;
  amount: string;
  cardId?: number | undefined;
}

const USDT_ADDRESS_KEY = 'depositUsdtAddress';

async function setting(db: Db, key: string): Promise<string> {
  return (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value;
}

/** The USDT receiving address and the rate in force, in one read (issue 22: a round trip less per order). */
async function usdtSettings(trx: Db): Promise<{ address: string; rate: string }> {
  const rows = await trx.selectFrom('settings').select(['key', 'value']).where('key', 'in', [USDT_ADDRESS_KEY, USDT_RATE_KEY]).execute();
  const address = rows.find((r) => r.key === USDT_ADDRESS_KEY)?.value;
  if (address === undefined) throw new Error(`setting ${USDT_ADDRESS_KEY} missing`);
  return { address, rate: usdtRateOf(rows.find((r) => r.key === USDT_RATE_KEY)?.value) };
}

async function receivingFor(trx: Db, method: DepositMethod, currency: string, amount: number, expiresAt: string, usdt: { address: string; rate: string } | null) {
  if (method === 'bank') return { bank: JSON.parse(await setting(trx, 'depositBankAccount')) as { bankName: string; branch: string; accountName: string; accountNo: string } };
  if (method === 'usdt') {
    const { address, rate: inForce } = usdt ?? (await usdtSettings(trx));
    const rate = currency === 'USDT' ? '1' : inForce;
    return { usdt: { network: 'TRC20' as const, address, usdtAmount: usdtForOrder('deposit', amount, rate), rate } };
  }
  // 14 random digits (SPEC 9); the column is unique, and a clash (1 in 10^14) is drawn again.
  for (;;) {
    const paymentCode = randomDigits(14);
    const taken = await trx.selectFrom('deposit_orders').select('id').where('payment_code', '=', paymentCode).executeTakeFirst();
    if (!taken) return { store: { paymentCode, expiresAt } };
  }
}

// A deposit order's own statements (db/prepared.ts).
const channelRow = prepared((db: Db, a: { code: string }) => db.selectFrom('deposit_channels').selectAll().where('code', '=', a.code));
type NewOrder = {
  orderNo: string;
  accountId: number;
  channelCode: string;
  method: string;
  currency: string;
  amount: number;
  cardId: number | null;
  fromCard: string | null;
  paymentCode: string | null;
  receiving: string;
  at: string;
  expiresAt: string;
  ntdAmount: number;
  usdtRate: string | null;
};
const newOrder = prepared((db: Db, o: NewOrder) =>
  db
    .insertInto('deposit_orders')
    .values({
      order_no: o.orderNo,
      account_id: o.accountId,
      channel_code: o.channelCode,
      method: o.method,
      currency: o.currency,
      amount: o.amount,
      status: 'processing',
      card_id: o.cardId,
      from_card: o.fromCard,
      tx_hash: null,
      payment_code: o.paymentCode,
      receiving: o.receiving,
      created_at: o.at,
      expires_at: o.expiresAt,
      updated_at: o.at,
      ntd_amount: o.ntdAmount,
      usdt_rate: o.usdtRate,
    })
    .returningAll(),
);

/**
 * POST /v1/fund/recharge/order: the gates in order (phone 031010, recharge
 * limit 031001, suspension 031017, binding 031004, channel 031022, VIP
 * 031014, amount 031013, bank card 031004), then the order. Inside
 * `idempotent`: a repeated key returns the first order. Nothing is credited
 * until an operator approves it.
 */
export async function createDeposit(db: Db, accountId: number, input: DepositInput, key: string, now = new Date()): Promise<DepositOrder> {
  const amount = toMinor(input.amount);
  await assertCurrency(db, input.currency);
  return idempotent(db, { accountId, key, scope: 'fund.createDeposit', request: { ...input, amount } }, async (trx) => {
    const player = await playerOf(trx, accountId);
    refuseAgent(player);
    requirePhone(player);
    await expireDepositsIn(trx, now, accountId);
    await assertRechargeOpen(trx, accountId, input.currency, now);
    await assertNotSuspended(trx, accountId, 'recharge', now);
    await assertBinding(trx, accountId);
    const channel = await channelRow.first(trx, { code: input.channelCode });
    if (!channel || channel.enabled !== 1 || channel.method !== input.method || channel.currency !== input.currency) throw FundErrors.channelUnavailable();
    const gate = await depositChannelCheck(trx, player.vipLevel, channel.code);
    if (!gate.open) throw FundErrors.channelVipLevel(gate.minLevel);
    if (amount < Number(channel.min_amount) || amount > Number(channel.max_amount)) {
      throw FundErrors.amountOutOfRange(formatMinor(Number(channel.min_amount)), formatMinor(Number(channel.max_amount)));
    }
    // What the order counts in NTD, at the USDT rate it stores (issue 33: the limits count every currency).
    const paidInUsdt = input.method === 'usdt';
    const usdt = paidInUsdt ? await usdtSettings(trx) : null;
    const rate = usdt?.rate ?? (input.currency === 'NTD' ? '1' : await usdtRateText(trx));
    const priced = pricedOrder(amount, input.currency, rate, paidInUsdt);
    await assertDepositLimits(trx, accountId, priced.ntdAmount, now); // the player's own limits, issue 20 (031040-031042)
    let fromCard: { id: number; masked: string } | null = null;
    if (input.method === 'bank') {
      const card = input.cardId
        ? await trx.selectFrom('bank_cards').select(['id', 'card_no']).where('id', '=', input.cardId).where('account_id', '=', accountId).where('status', '=', 'approved').executeTakeFirst()
        : undefined;
      if (!card) throw FundErrors.bindingRequired();
      fromCard = { id: card.id, masked: maskCard(card.card_no) };
    }
    const expiresAt = iso(plusMs(now, input.method === 'store' ? STORE_ORDER_TTL_MS : DEPOSIT_ORDER_TTL_MS));
    const receiving = await receivingFor(trx, input.method, input.currency, amount, expiresAt, usdt);
    const row = await newOrder.first(trx, {
      orderNo: orderNo(DEPOSIT_PREFIX, now),
      accountId,
      channelCode: channel.code,
      method: input.method,
      currency: input.currency,
      amount,
      cardId: fromCard?.id ?? null,
      fromCard: fromCard?.masked ?? null,
      paymentCode: receiving.store?.paymentCode ?? null,
      receiving: JSON.stringify(receiving),
      at: iso(now),
      expiresAt,
      ntdAmount: priced.ntdAmount,
      usdtRate: priced.usdtRate,
    });
    if (!row) throw new Error('the new deposit order returned no row');
    return depositView(row);
  });
}

async function ownOrder(db: Db, accountId: number, no: string): Promise<OrderRow> {
  const row = await db.selectFrom('deposit_orders').selectAll().where('order_no', '=', no).where('account_id', '=', accountId).executeTakeFirst();
  if (!row) throw FundErrors.orderNotFound();
  return row;
}

export async function depositOrder(db: Db, accountId: number, no: string, now = new Date()): Promise<DepositOrder> {
  await expireDeposits(db, now, accountId);
  return depositView(await ownOrder(db, accountId, no));
}

export async function depositOrders(db: Db, accountId: number, filter: { page: number; size: number; status?: string | undefined }, now = new Date()) {
  await expireDeposits(db, now, accountId);
  let q = db.selectFrom('deposit_orders').where('account_id', '=', accountId);
  if (filter.status) q = q.where('status', '=', filter.status);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.size).offset((filter.page - 1) * filter.size).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(depositView), total: Number(count.n) };
}

/** PUT .../hash: the USDT transaction the player paid with; one hash pays one order (031019). */
export async function submitTxHash(db: Db, accountId: number, no: string, txHash: string, now = new Date()): Promise<DepositOrder> {
  const hash = txHash.replace(/^0x/i, '').toLowerCase();
  return moneyTransaction(db, async (trx) => {
    await expireDepositsIn(trx, now, accountId);
    const order = await ownOrder(trx, accountId, no);
    if (order.method !== 'usdt' || order.status !== 'processing') throw FundErrors.orderNotChangeable(order.status);
    if (order.tx_hash === hash) return depositView(order);
    if (order.tx_hash) throw FundErrors.orderNotChangeable(order.status);
    const used = await trx.selectFrom('deposit_orders').select('id').where('tx_hash', '=', hash).executeTakeFirst();
    if (used) throw FundErrors.txHashUsed();
    const row = await trx.updateTable('deposit_orders').set({ tx_hash: hash, updated_at: iso(now) }).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
    return depositView(row);
  });
}

/** PUT .../cancel: a pending order the player gives up; it counts towards the automatic suspension. */
export async function cancelDeposit(db: Db, accountId: number, no: string, now = new Date()): Promise<DepositOrder> {
  return moneyTransaction(db, async (trx) => {
    await expireDepositsIn(trx, now, accountId);
    const order = await ownOrder(trx, accountId, no);
    if (order.status !== 'processing') throw FundErrors.orderNotChangeable(order.status);
    const row = await trx.updateTable('deposit_orders').set({ status: 'cancelled', updated_at: iso(now) }).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
    await writeNotice(trx, accountId, 'trade', tradeNotice('deposit', 'cancelled', row.order_no, row.currency, Number(row.amount), ''), now);
    await noteUnpaid(trx, accountId, now);
    return depositView(row);
  });
}

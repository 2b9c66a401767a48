import { recordRangeProblem, type PassbookRecord, type TransactionStatus, type TransactionType } from '@site/contract';
import { sql } from 'kysely';
import { GameErrors } from '../games/errors';
import { MAIN } from '../wallet/ledger';
import { formatMinor } from '../wallet/money';
import type { Db } from './common';
import { expireDeposits } from './deposits';

/**
 * The passbook (SPEC 3 Transaction, SPEC 7 fund details).
 *
 * Fund tab: the main wallet's ledger entries in SPEC's six types: deposit ->
 * deposit; addCoin, deductCoin, bonus, rebate -> themselves (the VIP daily
 * rebate is 'rebate'; a points-coupon exchange, couponExchange, is a bonus); the demo opening
 * balance ('seed') -> addCoin; withdrawHold (the amount taken when applying)
 * and withdrawRefund (the amount returned when rejected or cancelled) ->
 * withdrawal with the withdrawal's current status; issue 20's terms: a hold in parts is one entry
 * per part (same order number), the fee to an extra destination 'withdrawFee' and its return 'feeRefund'
 * are withdrawal too, the monthly dormancy fee 'dormancyFee' is a deductCoin (the remark names each kind). Transfers between the main
 * and game wallets (and recycling) are not transactions of SPEC's list: they
 * are left out (the transfer result and the game wallets show them).
 *
 * Transaction tab: deposit and withdrawal orders with their own statuses.
 */
const TYPE_KINDS: Record<TransactionType, string[]> = {
  deposit: ['deposit'],
  addCoin: ['addCoin', 'seed'],
  deductCoin: ['deductCoin', 'dormancyFee'],
  rebate: ['rebate'],
  bonus: ['bonus', 'couponExchange'],
  withdrawal: ['withdrawHold', 'withdrawRefund', 'withdrawFee', 'feeRefund'],
};
const KIND_TYPE = new Map(Object.entries(TYPE_KINDS).flatMap(([type, kinds]) => kinds.map((k) => [k, type as TransactionType])));
const WITHDRAW_KINDS = TYPE_KINDS.withdrawal;
const OTHER_KINDS = [...KIND_TYPE.keys()].filter((k) => !WITHDRAW_KINDS.includes(k));

export interface PassbookFilter {
  tab: 'fund' | 'transaction';
  currency?: string | undefined;
  type?: TransactionType | undefined;
  status?: TransactionStatus | undefined;
  startTime: string;
  endTime: string;
  page: number;
  size: number;
}

export async function passbook(db: Db, accountId: number, f: PassbookFilter, now = new Date()) {
  const problem = recordRangeProblem(f.startTime, f.endTime, now.getTime());
  if (problem) throw GameErrors.recordRange(problem);
  const from = new Date(f.startTime).toISOString();
  const to = new Date(f.endTime).toISOString();
  return f.tab === 'fund' ? fundTab(db, accountId, f, from, to) : transactionTab(db, accountId, f, from, to, now);
}

async function fundTab(db: Db, accountId: number, f: PassbookFilter, from: string, to: string) {
  const kinds = f.type ? TYPE_KINDS[f.type] : [...KIND_TYPE.keys()];
  let q = db
    .selectFrom('ledger_entries as l')
    .innerJoin('wallet_accounts as w', 'w.id', 'l.wallet_account_id')
    .leftJoin('withdraw_orders as o', 'o.order_no', 'l.reference')
    .where('w.account_id', '=', accountId)
    .where('w.kind', '=', MAIN)
    .where('l.kind', 'in', kinds)
    .where('l.created_at', '>=', from)
    .where('l.created_at', '<=', to);
  if (f.currency) q = q.where('w.currency', '=', f.currency);
  const status = f.status;
  if (status) {
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('l.kind', 'in', WITHDRAW_KINDS), eb('o.status', '=', status)]),
        ...(status === 'success' ? [eb('l.kind', 'in', OTHER_KINDS)] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .select(['l.id', 'l.kind', 'l.amount', 'l.balance_after', 'l.reference', 'l.created_at', 'w.currency', 'o.status'])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(f.size)
      .offset((f.page - 1) * f.size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records: PassbookRecord[] = rows.map((r) => ({
    id: `L${r.id}`,
    orderNo: r.reference.startsWith('seed:') ? '' : r.reference,
    type: KIND_TYPE.get(r.kind) ?? 'addCoin',
    status: (WITHDRAW_KINDS.includes(r.kind) ? (r.status ?? 'processing') : 'success') as TransactionStatus,
    currency: r.currency,
    amount: formatMinor(Number(r.amount)),
    balanceAfter: formatMinor(Number(r.balance_after)),
    createdAt: r.created_at,
    remark: r.kind,
  }));
  return { records, total: Number(count.n) };
}

async function transactionTab(db: Db, accountId: number, f: PassbookFilter, from: string, to: string, now: Date) {
  if (f.type && f.type !== 'deposit' && f.type !== 'withdrawal') return { records: [], total: 0 };
  await expireDeposits(db, now, accountId);
  const deposits = db
    .selectFrom('deposit_orders')
    .select(['id', 'order_no', 'currency', 'amount', 'status', 'created_at', 'method', sql<string>`'deposit'`.as('type')])
    .where('account_id', '=', accountId);
  const withdrawals = db
    .selectFrom('withdraw_orders')
    .select(['id', 'order_no', 'currency', 'amount', 'status', 'created_at', 'method', sql<string>`'withdrawal'`.as('type')])
    .where('account_id', '=', accountId);
  const union = f.type === 'deposit' ? deposits : f.type === 'withdrawal' ? withdrawals : deposits.unionAll(withdrawals);
  let q = db.selectFrom(union.as('t')).where('t.created_at', '>=', from).where('t.created_at', '<=', to);
  if (f.currency) q = q.where('t.currency', '=', f.currency);
  if (f.status) q = q.where('t.status', '=', f.status);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('t.created_at', 'desc').orderBy('t.order_no', 'desc').limit(f.size).offset((f.page - 1) * f.size).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records: PassbookRecord[] = rows.map((r) => ({
    id: `${r.type === 'deposit' ? 'D' : 'W'}${r.id}`,
    orderNo: r.order_no,
    type: r.type as TransactionType,
    status: r.status as TransactionStatus,
    currency: r.currency,
    amount: formatMinor(r.type === 'deposit' ? Number(r.amount) : -Number(r.amount)),
    balanceAfter: null,
    createdAt: r.created_at,
    remark: r.method,
  }));
  return { records, total: Number(count.n) };
}

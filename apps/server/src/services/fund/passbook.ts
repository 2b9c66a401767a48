import { isLedgerKind, recordRangeProblem, type PassbookRecord, type TransactionStatus, type TransactionType } from '@site/contract';
import { sql } from 'kysely';
import { GameErrors } from '../games/errors';
import { MAIN } from '../wallet/ledger';
import { formatMinor } from '../wallet/money';
import type { ApiLanguage } from '../../domain/language';
import { channelName, label } from '../labels';
import type { Db } from './common';
import { expireDeposits } from './deposits';
import { KIND_TYPE, kindsOf, parseReference, WITHDRAW_KINDS, type ParsedReference } from './passbook-kinds';

/**
 * The passbook (SPEC 3 Transaction, SPEC 7 fund details).
 *
 * Fund tab (issue 19): every entry of the main wallet's ledger, whatever its
 * kind, so each row's balance is the previous row's plus its amount. Each row
 * says its ledger kind (the cashier words it), its type for the filter
 * (passbook-kinds.ts: SPEC's six and 'transfer'), a bonus's source and where
 * its reference leads: the deposit or withdrawal order, the promotion (its
 * name in the request's language and its page), or the transfer (its two
 * wallets). A withdrawal's hold and refund carry the withdrawal's current
 * status; every other entry is done ('success').
 *
 * Transaction tab: deposit and withdrawal orders with their own statuses.
 */
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

export async function passbook(db: Db, accountId: number, f: PassbookFilter, lang: ApiLanguage = 'TW', now = new Date()) {
  const problem = recordRangeProblem(f.startTime, f.endTime, now.getTime());
  if (problem) throw GameErrors.recordRange(problem);
  const from = new Date(f.startTime).toISOString();
  const to = new Date(f.endTime).toISOString();
  return f.tab === 'fund' ? fundTab(db, accountId, f, from, to, lang) : transactionTab(db, accountId, f, from, to, now);
}

async function fundTab(db: Db, accountId: number, f: PassbookFilter, from: string, to: string, lang: ApiLanguage) {
  let q = db
    .selectFrom('ledger_entries as l')
    .innerJoin('wallet_accounts as w', 'w.id', 'l.wallet_account_id')
    .leftJoin('withdraw_orders as o', 'o.order_no', 'l.reference')
    .leftJoin('wallet_transfers as t', 't.order_no', 'l.reference')
    .where('w.account_id', '=', accountId)
    .where('w.kind', '=', MAIN)
    .where('l.created_at', '>=', from)
    .where('l.created_at', '<=', to);
  if (f.type) q = q.where('l.kind', 'in', kindsOf(f.type));
  if (f.currency) q = q.where('w.currency', '=', f.currency);
  const status = f.status;
  if (status) {
    const withdrawKinds = [...WITHDRAW_KINDS];
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('l.kind', 'in', withdrawKinds), eb('o.status', '=', status)]),
        ...(status === 'success' ? [eb('l.kind', 'not in', withdrawKinds)] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .select(['l.id', 'l.kind', 'l.amount', 'l.balance_after', 'l.reference', 'l.created_at', 'w.currency', 'o.status', 't.from_kind', 't.to_kind'])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(f.size)
      .offset((f.page - 1) * f.size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const parsed = rows.map((r) => parseReference(r.kind, r.reference));
  const rewards = await rewardsOf(db, accountId, parsed);
  const channels = await channelNames(db, rows, lang);
  const records: PassbookRecord[] = rows.map((r, i) => {
    const ref = parsed[i] as ParsedReference;
    const kind = isLedgerKind(r.kind) ? r.kind : null;
    const base = {
      id: `L${r.id}`,
      type: kind ? KIND_TYPE[kind] : 'addCoin',
      status: ((WITHDRAW_KINDS as readonly string[]).includes(r.kind) ? (r.status ?? 'processing') : 'success') as TransactionStatus,
      currency: r.currency,
      amount: formatMinor(Number(r.amount)),
      balanceAfter: formatMinor(Number(r.balance_after)),
      createdAt: r.created_at,
      remark: r.kind,
      kind,
    };
    return { ...base, ...described(ref, r, rewards, channels, lang) };
  });
  return { records, total: Number(count.n) };
}

type Described = Pick<PassbookRecord, 'orderNo' | 'source' | 'link'>;

function described(
  ref: ParsedReference,
  r: { from_kind: string | null; to_kind: string | null },
  rewards: Map<number, { code: string; titles: string }>,
  channels: Map<string, string>,
  lang: ApiLanguage,
): Described {
  switch (ref.kind) {
    case 'order':
      return { orderNo: ref.orderNo, source: ref.source, link: { target: 'order', orderType: ref.orderType, orderNo: ref.orderNo } };
    case 'transfer': {
      if (r.from_kind === null || r.to_kind === null) return { orderNo: ref.orderNo, source: null, link: null };
      const game = r.from_kind === MAIN ? r.to_kind : r.from_kind;
      return { orderNo: ref.orderNo, source: null, link: { target: 'transfer', orderNo: ref.orderNo, from: r.from_kind, to: r.to_kind, gameWallet: channels.get(game) ?? game } };
    }
    case 'activityReward': {
      const reward = rewards.get(ref.rewardId);
      const link = reward ? { target: 'activity' as const, code: reward.code, name: label(reward.titles, lang), url: `/activity-pages/${reward.code}` } : null;
      return { orderNo: '', source: 'activityReward', link };
    }
    case 'plain':
      return { orderNo: ref.orderNo, source: ref.source, link: null };
  }
}

/** The promotion rewards the page's rows point at: their promotion's code and title. */
async function rewardsOf(db: Db, accountId: number, parsed: ParsedReference[]) {
  const ids = parsed.flatMap((p) => (p.kind === 'activityReward' ? [p.rewardId] : []));
  if (!ids.length) return new Map<number, { code: string; titles: string }>();
  const rows = await db.selectFrom('activity_rewards').select(['id', 'activity_code', 'titles']).where('account_id', '=', accountId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), { code: r.activity_code, titles: r.titles }]));
}

/**
 * The names of the game wallets the page's transfers went to or came from, in the request's language:
 * a stored name may be a label set (issue 34: the passbook showed its raw JSON), read as the wallet list reads it.
 */
async function channelNames(db: Db, rows: Array<{ from_kind: string | null; to_kind: string | null }>, lang: ApiLanguage) {
  const codes = [...new Set(rows.flatMap((r) => [r.from_kind, r.to_kind]).filter((c): c is string => c !== null && c !== MAIN))];
  if (!codes.length) return new Map<string, string>();
  const found = await db.selectFrom('game_channels').select(['code', 'name']).where('code', 'in', codes).execute();
  return new Map(found.map((c) => [c.code, channelName(c.name, lang)]));
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
    kind: null,
    source: null,
    link: { target: 'order' as const, orderType: r.type as 'deposit' | 'withdrawal', orderNo: r.order_no },
  }));
  return { records, total: Number(count.n) };
}

import { formatMinor, toMinor } from '../wallet/money';
import { lockWallets, MAIN, move, walletAccountId } from '../wallet/ledger';
import { moneyTransaction } from '../wallet/group-commit';
import { orderNo } from '../wallet/transfers';
import { usernameKey } from '../accounts/accounts';
import { type Db, iso, plusMs } from './common';
import { expireDeposits } from './deposits';
import { openRequirement } from './wagering';
import { releaseWithdrawQueue } from '../withdrawal-rules/withdraw-queue';

/** What the operator commands (`npm run ops -- fund ...`) do besides the reviews in review.ts. */

export class OpsInputError extends Error {}

export async function accountIdByName(db: Db, name: string): Promise<number> {
  const row = await db.selectFrom('accounts').select('id').where('username_key', '=', usernameKey(name)).executeTakeFirst();
  if (!row) throw new OpsInputError(`no such account: ${name}`);
  return row.id;
}

async function upsertGate(db: Db, accountId: number, currency: string, set: Partial<{ recharge_limit_level: number; recharge_limit_until: string | null; withdraw_open: number; withdraw_lock: number }>) {
  await db
    .insertInto('fund_gates')
    .values({ account_id: accountId, currency, recharge_limit_level: 1, recharge_limit_until: null, withdraw_open: 1, withdraw_lock: 0, ...set })
    .onConflict((oc) => oc.columns(['account_id', 'currency']).doUpdateSet(set))
    .execute();
}

/** Recharge limit level 1 (normal), 2 (paused for `minutes`) or 3 (until support is contacted). */
export async function setRechargeLimit(db: Db, accountId: number, currency: string, level: number, minutes: number | undefined, now = new Date()) {
  const until = level === 2 ? iso(plusMs(now, (minutes ?? 30) * 60_000)) : null;
  await upsertGate(db, accountId, currency, { recharge_limit_level: level, recharge_limit_until: until });
  return { level, until };
}

export async function setWithdrawSwitch(db: Db, accountId: number, currency: string, which: 'lock' | 'open', on: boolean) {
  await upsertGate(db, accountId, currency, which === 'lock' ? { withdraw_lock: on ? 1 : 0 } : { withdraw_open: on ? 1 : 0 });
}

export async function suspend(db: Db, accountId: number, action: 'recharge' | 'withdraw', minutes: number, now = new Date()) {
  const until = iso(plusMs(now, minutes * 60_000));
  await db.insertInto('fund_suspensions').values({ account_id: accountId, action, until, source: 'operator', created_at: iso(now) }).execute();
  return until;
}

export type CreditType = 'addCoin' | 'deductCoin' | 'bonus' | 'rebate';

/** Credits (or, for deductCoin, debits: never below zero) the main wallet as one ledger entry of the type. */
export async function credit(db: Db, accountId: number, currency: string, amountText: string, type: CreditType, now = new Date()) {
  const amount = toMinor(amountText);
  const signed = type === 'deductCoin' ? -amount : amount;
  const reference = orderNo(type === 'deductCoin' ? 'DC' : 'AC', now);
  const balance = await moneyTransaction(db, async (trx) => {
    const walletId = await walletAccountId(trx, accountId, currency, MAIN, iso(now));
    await lockWallets(trx, [walletId]);
    const after = await move(trx, { walletId, amount: signed, kind: type, reference, label: MAIN }, iso(now));
    // A bonus or rebate given by hand is wagered like the promotions' (issue 17); addCoin is a correction, not a gift.
    if (type === 'bonus' || type === 'rebate') {
      await openRequirement(trx, { accountId, currency, source: type === 'bonus' ? 'operatorBonus' : 'operatorRebate', reference, amount }, iso(now));
    }
    return after;
  });
  return { reference, amount: formatMinor(signed), balance: formatMinor(balance) };
}

export interface ListFilter {
  kind: 'deposit' | 'withdraw' | 'card' | 'address';
  status?: string | undefined;
  accountId?: number | undefined;
  limit: number;
}

/** One line per record, `key=value` fields, newest first: e2e and tests parse it. */
export async function listLines(db: Db, f: ListFilter, now = new Date()): Promise<string[]> {
  const who = (id: number, names: Map<number, string>) => names.get(id) ?? String(id);
  const names = new Map((await db.selectFrom('accounts').select(['id', 'username']).execute()).map((a) => [a.id, a.username]));
  if (f.kind === 'deposit') {
    await expireDeposits(db, now);
    let q = db.selectFrom('deposit_orders').selectAll();
    if (f.status) q = q.where('status', '=', f.status);
    if (f.accountId) q = q.where('account_id', '=', f.accountId);
    const rows = await q.orderBy('id', 'desc').limit(f.limit).execute();
    return rows.map(
      (r) =>
        `deposit ${r.order_no} status=${r.status} account=${who(r.account_id, names)} method=${r.method} channel=${r.channel_code} amount=${formatMinor(Number(r.amount))} currency=${r.currency} fromCard=${r.from_card ?? '-'} txHash=${r.tx_hash ?? '-'} created=${r.created_at}`,
    );
  }
  if (f.kind === 'withdraw') {
    // Issue 33: withdrawals waiting for the site's capacity are released first as far as today allows (a new day);
    // payout= is the Taipei day whose 600,000 each uses, or 'queued' (the operator's approval releases it today).
    await releaseWithdrawQueue(db, now);
    let q = db.selectFrom('withdraw_orders').selectAll();
    if (f.status) q = q.where('status', '=', f.status);
    if (f.accountId) q = q.where('account_id', '=', f.accountId);
    const rows = await q.orderBy('id', 'desc').limit(f.limit).execute();
    return rows.map(
      (r) =>
        `withdraw ${r.order_no} status=${r.status} account=${who(r.account_id, names)} method=${r.method} amount=${formatMinor(Number(r.amount))} currency=${r.currency} to=${r.destination} created=${r.created_at} payout=${r.payout_day ?? 'queued'}`,
    );
  }
  if (f.kind === 'card') {
    let q = db.selectFrom('bank_cards').selectAll();
    if (f.status) q = q.where('status', '=', f.status);
    if (f.accountId) q = q.where('account_id', '=', f.accountId);
    const rows = await q.orderBy('id', 'desc').limit(f.limit).execute();
    return rows.map((r) => `card ${r.id} status=${r.status} account=${who(r.account_id, names)} bank=${r.bank_code} cardNo=****${r.card_no.slice(-4)} created=${r.created_at}`);
  }
  let q = db.selectFrom('wallet_addresses').selectAll();
  if (f.accountId) q = q.where('account_id', '=', f.accountId);
  const rows = await q.orderBy('id', 'desc').limit(f.limit).execute();
  return rows.map((r) => `address ${r.id} status=bound account=${who(r.account_id, names)} network=${r.network} address=${r.address} created=${r.created_at}`);
}

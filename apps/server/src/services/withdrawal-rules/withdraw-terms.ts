import { SMS_REQUEST_TYPES, TERMS_MINOR, withdrawFeeMinor, withdrawParts } from '@site/contract';
import { sql } from 'kysely';
import { isPostgres } from '../../db/migrations/util';
import { useSecurityCode } from '../accounts/two-factor-guard';
import { type Db, iso, plusMs } from '../fund/common';
import { NTD_SUMS, ntdTotal } from '../fund/ntd-sums';
import { MAIN, move } from '../wallet/ledger';
import { formatMinor } from '../wallet/money';
import { TermsErrors } from './errors';

/**
 * The terms figures on withdrawals (rules/terms.ts; docs/decisions.md "Issue 20: the terms figures" and "Issue 33").
 * They govern withdrawals of every currency, each counted in NTD at the rate it was made at (`ntd_amount`): the
 * 250,000 in 24 hours, the SMS code past 2,500 in 24 hours, the fee; the site's 600,000 a day is withdraw-queue.ts's.
 */

/** The player's withdrawals that still count (every status but failed and cancelled, as the VIP daily limit counts) in the 24 hours before `now`, in NTD minor units. */
export async function withdrawnLast24Hours(db: Db, accountId: number, now: Date): Promise<number> {
  const rows = await db
    .selectFrom('withdraw_orders')
    .select(['currency', ...NTD_SUMS])
    .where('account_id', '=', accountId)
    .where('status', 'not in', ['failure', 'cancelled'])
    .where('created_at', '>', iso(plusMs(now, -24 * 3600_000)))
    .groupBy('currency')
    .execute();
  return ntdTotal(db, rows);
}

/**
 * 031070 past 250,000 in 24 hours for the player (`ntdAmount`: this withdrawal in NTD), with what is left of the
 * player's own 24 hours (no `used`: issue 33). Run once before the password and again inside the money transaction,
 * after the wallet lock, so concurrent withdrawals of the player see each other. Returns the 24 hours so far.
 */
export async function assertWithdrawWindow(db: Db, accountId: number, ntdAmount: number, now: Date): Promise<number> {
  const used = await withdrawnLast24Hours(db, accountId, now);
  if (used + ntdAmount > TERMS_MINOR.withdrawPer24Hours) {
    throw TermsErrors.withdraw24HoursLimit({ limit: formatMinor(TERMS_MINOR.withdrawPer24Hours), remaining: formatMinor(Math.max(0, TERMS_MINOR.withdrawPer24Hours - used)) });
  }
  return used;
}

/**
 * Inside the withdrawal's transaction, after the player's wallet lock: on PostgreSQL the site-wide row is locked
 * so withdrawals of different players take their place in the day's payouts one at a time (SQLite has one writer
 * anyway). Every currency: all count towards the site's day (issue 33).
 */
export async function lockTermsWindow(trx: Db): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select name from terms_locks where name = 'siteWithdrawals' for update`.execute(trx);
}

/** 031072 before the password when the code is needed (the contract's withdrawNeedsSms: the 24 hours with this withdrawal pass 2,500) and none came. */
export function assertSmsCodeGiven(needed: boolean, code: string | undefined): void {
  if (needed && !code) throw TermsErrors.withdrawSmsRequired(formatMinor(TERMS_MINOR.smsVerificationAbove));
}

/**
 * After the password, when needed: the type-10 code to the bound phone is checked (5 tries, 012006 / 012036) and
 * spent; or, while two-factor is on (issue 39), the authenticator code in its place (two-factor-guard.ts, the rule).
 */
export async function useWithdrawSmsCode(db: Db, player: { id: number; country_code: string | null; telephone: string | null }, needed: boolean, code: string | undefined): Promise<void> {
  if (!needed) return;
  assertSmsCodeGiven(needed, code);
  await useSecurityCode(db, player, [SMS_REQUEST_TYPES.withdrawConfirm], code);
}

export type Destination = { kind: 'card' | 'address'; id: number };

/** The first bound destination: the earliest approved card (by its approval) or address (by its binding) still bound. */
export async function firstDestination(db: Db, accountId: number): Promise<Destination | null> {
  const [card, address] = await Promise.all([
    db.selectFrom('bank_cards').select(['id', 'reviewed_at', 'created_at']).where('account_id', '=', accountId).where('status', '=', 'approved').orderBy('reviewed_at').orderBy('id').executeTakeFirst(),
    db.selectFrom('wallet_addresses').select(['id', 'created_at']).where('account_id', '=', accountId).orderBy('created_at').orderBy('id').executeTakeFirst(),
  ]);
  if (!card) return address ? { kind: 'address', id: address.id } : null;
  if (!address) return { kind: 'card', id: card.id };
  const cardAt = card.reviewed_at ?? card.created_at;
  return address.created_at < cardAt ? { kind: 'address', id: address.id } : { kind: 'card', id: card.id };
}

/**
 * The fee of this withdrawal (minor units of its currency): the contract's withdrawFeeMinor, to the first destination
 * or not; a USDT withdrawal's least fee is 30 NTD at `rate`, the rate the order uses (issue 33).
 */
export async function feeFor(db: Db, accountId: number, currency: string, amount: number, to: Destination, rate: string): Promise<number> {
  const first = await firstDestination(db, accountId);
  return withdrawFeeMinor(amount, first !== null && first.kind === to.kind && first.id === to.id, currency === 'NTD' ? undefined : rate);
}

/**
 * In the withdrawal's transaction, instead of one hold: a 'withdrawHold' entry per part of at most 100,000 and
 * its withdraw_parts row, then the fee as a 'withdrawFee' entry and its withdraw_fees row. Each movement refuses
 * to take the wallet below zero (030001), which rolls the whole withdrawal back.
 */
export async function holdInParts(trx: Db, o: { walletId: number; orderId: number; orderNo: string; amount: number; fee: number; key: string; at: string }): Promise<void> {
  const parts = withdrawParts(o.amount);
  for (const [i, part] of parts.entries()) {
    await move(trx, { walletId: o.walletId, amount: -part, kind: 'withdrawHold', reference: o.orderNo, idempotencyKey: i === 0 ? o.key : null, label: MAIN }, o.at);
    await trx.insertInto('withdraw_parts').values({ order_id: o.orderId, seq: i + 1, amount: part, created_at: o.at }).execute();
  }
  if (o.fee > 0) {
    await move(trx, { walletId: o.walletId, amount: -o.fee, kind: 'withdrawFee', reference: o.orderNo, label: MAIN }, o.at);
    await trx.insertInto('withdraw_fees').values({ order_id: o.orderId, amount: o.fee, created_at: o.at }).execute();
  }
}

/** When a withdrawal fails or is cancelled (its hold returned): its fee comes back too, as 'feeRefund'. */
export async function refundFee(trx: Db, o: { walletId: number; orderId: number; orderNo: string; at: string }): Promise<void> {
  const fee = await trx.selectFrom('withdraw_fees').select('amount').where('order_id', '=', o.orderId).executeTakeFirst();
  if (fee && Number(fee.amount) > 0) await move(trx, { walletId: o.walletId, amount: Number(fee.amount), kind: 'feeRefund', reference: o.orderNo }, o.at);
}

/** The fee and parts of orders, for their views. */
export async function termsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, { fee: string; parts: string[] }>> {
  const out = new Map<number, { fee: string; parts: string[] }>(orderIds.map((id) => [id, { fee: '0.00', parts: [] }]));
  if (orderIds.length === 0) return out;
  const [parts, fees] = await Promise.all([
    db.selectFrom('withdraw_parts').select(['order_id', 'amount']).where('order_id', 'in', orderIds).orderBy('order_id').orderBy('seq').execute(),
    db.selectFrom('withdraw_fees').select(['order_id', 'amount']).where('order_id', 'in', orderIds).execute(),
  ]);
  for (const p of parts) out.get(p.order_id)?.parts.push(formatMinor(Number(p.amount)));
  for (const f of fees) {
    const entry = out.get(f.order_id);
    if (entry) entry.fee = formatMinor(Number(f.amount));
  }
  return out;
}

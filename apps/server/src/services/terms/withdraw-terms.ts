import { SMS_REQUEST_TYPES, TERMS_MINOR, withdrawFeeMinor, withdrawNeedsSms, withdrawParts } from '@site/contract';
import { sql } from 'kysely';
import { isPostgres } from '../../db/migrations/util';
import { checkCode, spendCodes } from '../accounts/codes';
import { type Db, iso, plusMs, serverDayStart } from '../fund/common';
import { MAIN, move } from '../wallet/ledger';
import { formatMinor } from '../wallet/money';
import { TermsErrors } from './errors';

/**
 * The terms figures on withdrawals (rules/terms.ts; docs/decisions.md "Issue 20: the terms figures").
 * They govern withdrawals from the NTD wallet (the site's currency, in which the figures are written).
 */

/** NTD withdrawals that still count (every status but failed and cancelled, as the VIP daily limit counts) from `from` on, of one player or all. */
async function withdrawnFrom(db: Db, from: { at: string; inclusive: boolean }, accountId?: number): Promise<number> {
  let q = db
    .selectFrom('withdraw_orders')
    .where('currency', '=', 'NTD')
    .where('status', 'not in', ['failure', 'cancelled'])
    .where('created_at', from.inclusive ? '>=' : '>', from.at);
  if (accountId !== undefined) q = q.where('account_id', '=', accountId);
  const row = await q.select((eb) => eb.fn.sum<number | string | null>('amount').as('total')).executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/** The player's NTD withdrawals in the 24 hours before `now`, and the site's of the Taipei day holding `now` (minor units). */
export async function withdrawnSoFar(db: Db, accountId: number, now: Date): Promise<{ last24Hours: number; siteToday: number }> {
  const [last24Hours, siteToday] = await Promise.all([
    withdrawnFrom(db, { at: iso(plusMs(now, -24 * 3600_000)), inclusive: false }, accountId),
    withdrawnFrom(db, { at: serverDayStart(now), inclusive: true }),
  ]);
  return { last24Hours, siteToday };
}

const refusal = (limit: number, used: number) => ({ limit: formatMinor(limit), used: formatMinor(used), remaining: formatMinor(Math.max(0, limit - used)) });

/**
 * 031070 past 250,000 in 24 hours for the player, 031071 past the site's 600,000 of the day. Run once before the
 * password and again inside the money transaction, after `lockTermsWindow`, so concurrent withdrawals see each other.
 */
export async function assertWithdrawWindow(db: Db, accountId: number, currency: string, amount: number, now: Date): Promise<void> {
  if (currency !== 'NTD') return;
  const used = await withdrawnSoFar(db, accountId, now);
  if (used.last24Hours + amount > TERMS_MINOR.withdrawPer24Hours) throw TermsErrors.withdraw24HoursLimit(refusal(TERMS_MINOR.withdrawPer24Hours, used.last24Hours));
  if (used.siteToday + amount > TERMS_MINOR.siteDailyWithdrawCap) throw TermsErrors.siteDailyCapReached(refusal(TERMS_MINOR.siteDailyWithdrawCap, used.siteToday));
}

/**
 * Inside the withdrawal's transaction, after the player's wallet lock: on PostgreSQL the site-wide row is locked
 * so withdrawals of different players check the day's total one at a time (SQLite has one writer anyway).
 */
export async function lockTermsWindow(trx: Db, currency: string): Promise<void> {
  if (currency !== 'NTD' || !isPostgres(trx)) return;
  await sql`select name from terms_locks where name = 'siteWithdrawals' for update`.execute(trx);
}

/** 031072 before the password when an NTD withdrawal above 2,500 comes without a code. */
export function assertSmsCodeGiven(currency: string, amount: number, code: string | undefined): void {
  if (currency === 'NTD' && withdrawNeedsSms(amount) && !code) throw TermsErrors.withdrawSmsRequired(formatMinor(TERMS_MINOR.smsVerificationAbove));
}

/** After the password: the type-10 code to the bound phone is checked (5 tries, 012006 / 012036) and spent. */
export async function useWithdrawSmsCode(db: Db, player: { country_code: string | null; telephone: string | null }, currency: string, amount: number, code: string | undefined): Promise<void> {
  if (currency !== 'NTD' || !withdrawNeedsSms(amount)) return;
  assertSmsCodeGiven(currency, amount, code);
  const phone = { countryCode: player.country_code ?? '', telephone: player.telephone ?? '' };
  await spendCodes(db, [await checkCode(db, phone, [SMS_REQUEST_TYPES.withdrawConfirm], code ?? '')]);
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

/** The fee of this withdrawal (minor units): the contract's withdrawFeeMinor, to the first destination or not. NTD only. */
export async function feeFor(db: Db, accountId: number, currency: string, amount: number, to: Destination): Promise<number> {
  if (currency !== 'NTD') return 0;
  const first = await firstDestination(db, accountId);
  return withdrawFeeMinor(amount, first !== null && first.kind === to.kind && first.id === to.id);
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

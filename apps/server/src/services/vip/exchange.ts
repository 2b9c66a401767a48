import type { VipExchangeInfo, VipExchangeResult } from '@site/contract';
import { exchangeMinor, minExchangePoints, type ExchangeRatio } from '@site/contract/rules/vip-exchange';
import { sql } from 'kysely';
import { openRequirement } from '../fund/wagering';
import { idempotent } from '../wallet/idempotency';
import { lockWallets, MAIN, move, walletAccountId } from '../wallet/ledger';
import { formatMinor } from '../wallet/money';
import { assertCurrency, orderNo } from '../wallet/transfers';
import { pointRatio, type Db } from './config';
import { availablePoints, expireCoupons, expireCouponsIn } from './coupons';
import { VipErrors } from './errors';
import { EXCHANGE_TITLE } from './texts';

/**
 * Points -> money (SPEC 3 Voucher exchange ratio): `ratio.points` points are
 * worth `ratio.amount` minor units of the currency; an exchange is rounded
 * down to the cent and credited to the main wallet as one 'couponExchange'
 * ledger entry. Coupons that expire first are used first. The maths are the
 * contract's (rules/vip-exchange.ts), shared with the web page's preview.
 */

async function ratioFor(db: Db, currency: string): Promise<ExchangeRatio> {
  await assertCurrency(db, currency);
  const ratio = await pointRatio(db, currency);
  if (!ratio || ratio.amount <= 0) throw VipErrors.exchangeCurrency(currency);
  return ratio;
}

/** GET /v1/user/vip/coupon-exchange. */
export async function exchangeInfo(db: Db, accountId: number, currency: string, now = new Date()): Promise<VipExchangeInfo> {
  const ratio = await ratioFor(db, currency);
  await expireCoupons(db, now, accountId);
  const points = await availablePoints(db, accountId, now);
  return {
    currency,
    points: String(points),
    ratio: { points: ratio.points, amount: formatMinor(ratio.amount) },
    maxAmount: formatMinor(exchangeMinor(points, ratio)),
    minPoints: minExchangePoints(ratio),
  };
}

/**
 * PUT /v1/user/vip/coupon-exchange, in one transaction keyed by the
 * Idempotency-Key (a repeat returns the first result): the coupons due are
 * expired, then `points` are taken from the active coupons, soonest expiry
 * first (041001 when they hold fewer), and the amount is credited. Each
 * coupon update is guarded by the balance it read, so two exchanges racing
 * for the same points cannot both take them: the second one fails (041002)
 * and changes nothing.
 */
export async function exchange(db: Db, accountId: number, currency: string, points: number, key: string, now = new Date()): Promise<VipExchangeResult> {
  const ratio = await ratioFor(db, currency);
  const amount = exchangeMinor(points, ratio);
  if (amount < 1) throw VipErrors.exchangeTooSmall(minExchangePoints(ratio));
  return idempotent(db, { accountId, key, scope: 'vip.exchange', request: { currency, points } }, async (trx) => {
    const at = now.toISOString();
    await expireCouponsIn(trx, now, accountId);
    const coupons = await trx
      .selectFrom('vip_coupons')
      .select(['id', 'points'])
      .where('account_id', '=', accountId)
      .where('status', '=', 'active')
      .where('expires_at', '>', at)
      .orderBy('expires_at')
      .orderBy('id')
      .execute();
    const available = coupons.reduce((sum, c) => sum + Number(c.points), 0);
    if (available < points) throw VipErrors.insufficientPoints(String(available));
    let left = points;
    for (const c of coupons) {
      if (left === 0) break;
      const take = Math.min(Number(c.points), left);
      const done = await trx
        .updateTable('vip_coupons')
        .set((eb) => ({
          points: eb('points', '-', take),
          // Both dialects read the row's old values on the right-hand side of an UPDATE.
          status: sql<string>`case when points - ${take} = 0 then 'used' else 'active' end`,
          updated_at: at,
        }))
        .where('id', '=', c.id)
        .where('status', '=', 'active')
        .where('points', '>=', take)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw VipErrors.exchangeFailed();
      left -= take;
    }
    const walletId = await walletAccountId(trx, accountId, currency, MAIN, at);
    await lockWallets(trx, [walletId]);
    const reference = orderNo('VX', now);
    const balance = await move(trx, { walletId, amount, kind: 'couponExchange', reference, idempotencyKey: key, label: MAIN }, at);
    await openRequirement(trx, { accountId, currency, source: 'couponExchange', reference, amount }, at);
    await trx
      .insertInto('vip_coupon_records')
      .values({ account_id: accountId, kind: 'exchanged', coupon_id: null, coupon_type: null, texts: JSON.stringify(EXCHANGE_TITLE), points: -points, amount, currency, reference, created_at: at })
      .execute();
    return { currency, points: String(points), amount: formatMinor(amount), balance: formatMinor(balance), remainingPoints: String(available - points) };
  });
}

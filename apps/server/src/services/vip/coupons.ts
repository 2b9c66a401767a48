import { VIP_COUPON_VALID_DAYS, type VipCoupon, type VipCouponRecord, type VipCouponStatus, type VipCouponType } from '@site/contract';
import { sql } from 'kysely';
import type { ApiLanguage } from '../../domain/language';
import { formatMinor } from '../wallet/money';
import type { Db } from './config';
import { readTexts, titlesOf, type CouponTexts } from './texts';

/**
 * Points coupons (SPEC 3 Voucher): each holds a balance of points until it
 * expires. Every change is a row of vip_coupon_records (issued, exchanged,
 * expired), written in the same transaction as the change.
 */

const DAY_MS = 86_400_000;

export interface Grant {
  accountId: number;
  type: VipCouponType;
  /** Unique per player: the same grant never issues twice (job re-runs, two servers). */
  grantKey: string;
  texts: CouponTexts;
  points: number;
}

/** Issues a coupon inside the caller's transaction; null when this grant was issued before (or is worth no points). */
export async function grantCouponIn(trx: Db, g: Grant, now: Date): Promise<number | null> {
  if (!Number.isInteger(g.points) || g.points <= 0) return null;
  const at = now.toISOString();
  const row = await trx
    .insertInto('vip_coupons')
    .values({
      account_id: g.accountId,
      type: g.type,
      grant_key: g.grantKey,
      texts: JSON.stringify(g.texts),
      points: g.points,
      original_points: g.points,
      status: 'active',
      issued_at: at,
      expires_at: new Date(now.getTime() + VIP_COUPON_VALID_DAYS * DAY_MS).toISOString(),
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['account_id', 'grant_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  await trx
    .insertInto('vip_coupon_records')
    .values({ account_id: g.accountId, kind: 'issued', coupon_id: row.id, coupon_type: g.type, texts: JSON.stringify(titlesOf(g.texts)), points: g.points, amount: null, currency: null, reference: g.grantKey, created_at: at })
    .execute();
  return row.id;
}

export function grantCoupon(db: Db, g: Grant, now: Date): Promise<number | null> {
  return db.transaction().execute((trx) => grantCouponIn(trx, g, now));
}

/** Active coupons past their expiry become expired, each with an 'expired' record of the points it still held. In the caller's transaction. */
export async function expireCouponsIn(trx: Db, now: Date, accountId?: number): Promise<number> {
  let q = trx.selectFrom('vip_coupons').select(['id', 'account_id', 'type', 'texts', 'points', 'expires_at']).where('status', '=', 'active').where('expires_at', '<=', now.toISOString());
  if (accountId !== undefined) q = q.where('account_id', '=', accountId);
  const due = await q.orderBy('expires_at').limit(1000).execute();
  let expired = 0;
  for (const c of due) {
    const done = await trx.updateTable('vip_coupons').set({ status: 'expired', updated_at: c.expires_at }).where('id', '=', c.id).where('status', '=', 'active').executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) continue;
    expired++;
    const titles = titlesOf(JSON.parse(c.texts) as CouponTexts);
    await trx
      .insertInto('vip_coupon_records')
      .values({ account_id: c.account_id, kind: 'expired', coupon_id: c.id, coupon_type: c.type, texts: JSON.stringify(titles), points: -Number(c.points), amount: null, currency: null, reference: `expired:${c.id}`, created_at: c.expires_at })
      .execute();
  }
  return expired;
}

/** The lazy expiry of a read (and the daily job's step): a transaction only when something is due. */
export async function expireCoupons(db: Db, now: Date, accountId?: number): Promise<number> {
  let q = db.selectFrom('vip_coupons').select('id').where('status', '=', 'active').where('expires_at', '<=', now.toISOString());
  if (accountId !== undefined) q = q.where('account_id', '=', accountId);
  if (!(await q.executeTakeFirst())) return 0;
  let total = 0;
  // Batches of 1000: a long backlog (a server that was off for weeks) does not hold one huge transaction.
  for (;;) {
    const n = await db.transaction().execute((trx) => expireCouponsIn(trx, now, accountId));
    total += n;
    if (n < 1000) return total;
  }
}

/** Points of the player's active, unexpired coupons. */
export async function availablePoints(db: Db, accountId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('vip_coupons')
    .select((eb) => eb.fn.sum<number | string | null>('points').as('n'))
    .where('account_id', '=', accountId)
    .where('status', '=', 'active')
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

type CouponRow = { id: number; type: string; texts: string; points: number; original_points: number; status: string; issued_at: string; expires_at: string };

function couponView(r: CouponRow, lang: ApiLanguage, now: Date): VipCoupon {
  const t = readTexts<{ title: string; detail: string }>(r.texts, lang);
  const status = (r.status === 'active' && r.expires_at <= now.toISOString() ? 'expired' : r.status) as VipCouponStatus;
  return {
    id: r.id,
    type: r.type as VipCouponType,
    title: t?.title ?? '',
    points: String(Number(r.points)),
    originalPoints: String(Number(r.original_points)),
    issuedAt: r.issued_at,
    expiresAt: r.expires_at,
    status,
    detail: t?.detail ?? '',
  };
}

/** GET /v1/user/vip/coupons: active coupons first, soonest expiry first; then the rest, newest first. */
export async function listCoupons(db: Db, accountId: number, lang: ApiLanguage, f: { page: number; size: number; status?: VipCouponStatus | undefined }, now = new Date()) {
  await expireCoupons(db, now, accountId);
  let q = db.selectFrom('vip_coupons').where('account_id', '=', accountId);
  if (f.status) q = q.where('status', '=', f.status);
  const [rows, count] = await Promise.all([
    q
      .select(['id', 'type', 'texts', 'points', 'original_points', 'status', 'issued_at', 'expires_at'])
      .orderBy(sql`case when status = 'active' then 0 else 1 end`)
      .orderBy(sql`case when status = 'active' then expires_at else null end`)
      .orderBy('issued_at', 'desc')
      .orderBy('id', 'desc')
      .limit(f.size)
      .offset((f.page - 1) * f.size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((r) => couponView(r, lang, now)), total: Number(count.n) };
}

/** GET /v1/user/vip/coupon-records: every movement, newest first. */
export async function couponRecords(db: Db, accountId: number, lang: ApiLanguage, f: { page: number; size: number }, now = new Date()) {
  await expireCoupons(db, now, accountId);
  const q = db.selectFrom('vip_coupon_records').where('account_id', '=', accountId);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.size).offset((f.page - 1) * f.size).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records: VipCouponRecord[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as VipCouponRecord['kind'],
    couponId: r.coupon_id,
    couponType: r.coupon_type as VipCouponType | null,
    title: readTexts<string>(r.texts, lang) ?? '',
    points: String(Number(r.points)),
    amount: r.amount === null ? null : formatMinor(Number(r.amount)),
    currency: r.currency,
    createdAt: r.created_at,
  }));
  return { records, total: Number(count.n) };
}

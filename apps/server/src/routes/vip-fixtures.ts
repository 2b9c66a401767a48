import { randomUUID } from 'node:crypto';
import type { VipCouponType } from '@site/contract';
import { approveDeposit } from '../services/fund/review';
import { grantCoupon } from '../services/vip/coupons';
import { dayStart } from '../services/vip/days';
import { rewardTexts } from '../services/vip/texts';
import type { TestServer } from '../test/harness';

/** Helpers of the VIP tests: deposits and bets at chosen times, coupons, players' VIP columns. */

/** An instant of a server day, e.g. at('2031-02-10', 15) = 15:00 +08:00 that day. */
export function at(day: string, hour = 12, minute = 0): Date {
  return new Date(dayStart(day).getTime() + (hour * 60 + minute) * 60_000);
}

/** An approved deposit of `major` units, approved (credited through the ledger) at `when`. */
export async function depositAt(server: TestServer, accountId: number, major: number, when: Date, currency = 'NTD'): Promise<void> {
  const db = server.app.site.db;
  const orderNo = `DPT${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const iso = when.toISOString();
  await db
    .insertInto('deposit_orders')
    .values({
      order_no: orderNo,
      account_id: accountId,
      channel_code: 'BANK',
      method: 'bank',
      currency,
      amount: major * 100,
      status: 'processing',
      card_id: null,
      from_card: null,
      tx_hash: null,
      payment_code: null,
      receiving: '{}',
      created_at: iso,
      expires_at: new Date(when.getTime() + 86_400_000).toISOString(),
      updated_at: iso,
    })
    .execute();
  await approveDeposit(db, orderNo, when);
}

/** A settled bet with `validMinor` valid turnover (game units; mainPerUnit 5 for a 1 : 0.2 wallet) of a game type at `when`. */
export async function betAt(server: TestServer, accountId: number, validMinor: number, when: Date, o: { gameType?: number; mainPerUnit?: number; currency?: string } = {}): Promise<void> {
  const db = server.app.site.db;
  const game = await db
    .selectFrom('games')
    .select(['id', 'game_code', 'game_type', 'channel_code'])
    .where('game_type', '=', o.gameType ?? 1)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('bet_records')
    .values({
      order_no: `BT${randomUUID().replace(/-/g, '').slice(0, 24)}`,
      account_id: accountId,
      game_id: game.id,
      game_code: game.game_code,
      game_type: game.game_type,
      channel_code: game.channel_code,
      sub_game_code: null,
      currency: o.currency ?? 'NTD',
      main_per_unit: o.mainPerUnit ?? 1,
      content: '{}',
      play_session_id: null,
      round: null,
      bet_time: when.toISOString(),
      payout_time: when.toISOString(),
      total_bet: validMinor,
      valid_bet: validMinor,
      profit: 0,
      refund: 0,
      expected_profit: 0,
      expected_return: 0,
      settle_status: 'settled',
      result: 'lose',
    })
    .execute();
}

/** A coupon of `points` issued at `issuedAt` (it expires 30 days later). */
export async function couponFor(server: TestServer, accountId: number, points: number, issuedAt = new Date(), type: VipCouponType = 'reward'): Promise<number> {
  const id = await grantCoupon(server.app.site.db, { accountId, type, grantKey: `test:${randomUUID()}`, texts: rewardTexts(), points }, issuedAt);
  if (id === null) throw new Error('coupon not issued');
  return id;
}

export async function setVip(server: TestServer, accountId: number, set: { vip_name?: string; vip_since?: string | null; birthday?: string | null }): Promise<void> {
  await server.app.site.db.updateTable('accounts').set(set).where('id', '=', accountId).execute();
}

export async function vipNameOf(server: TestServer, accountId: number): Promise<string> {
  return (await server.app.site.db.selectFrom('accounts').select('vip_name').where('id', '=', accountId).executeTakeFirstOrThrow()).vip_name;
}

export async function couponsOf(server: TestServer, accountId: number) {
  return server.app.site.db.selectFrom('vip_coupons').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
}

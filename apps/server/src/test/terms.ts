import { fundApi, termsApi } from '@site/contract';
import { WITHDRAW_PASSWORD, type Player } from './fund';
import { idem } from './games';
import type { TestServer } from './harness';
import { payoutDayOf } from '../services/withdrawal-rules/withdraw-queue';

/** Helpers for the terms tests (issue 20): SMS codes of a withdrawal, orders made to count, time passed. */

/** Asks for a type-10 code through the API and reads it from the outbox; the send is dated a minute back so the next one is not "too soon". */
export async function withdrawSmsCode(server: TestServer, p: Player): Promise<string> {
  const db = server.app.site.db;
  await server.call(termsApi.code, { token: p.token, body: { purpose: 'withdrawConfirm' } });
  const player = await db.selectFrom('accounts').select(['country_code', 'telephone']).where('id', '=', p.id).executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('sms_outbox')
    .select(['id', 'code', 'request_type'])
    .where('telephone', '=', player.telephone ?? '')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await db.updateTable('sms_outbox').set({ created_at: new Date(Date.now() - 61_000).toISOString() }).where('id', '=', row.id).execute();
  return row.code;
}

/** Every withdrawal so far dated `hours` earlier (as if that time had passed), its payout day too (waiting ones keep waiting). */
export async function ageWithdrawals(server: TestServer, hours: number): Promise<void> {
  const rows = await server.app.site.db.selectFrom('withdraw_orders').select(['id', 'created_at', 'payout_day']).execute();
  for (const r of rows) {
    const created = new Date(Date.parse(r.created_at) - hours * 3600_000);
    const payoutDay = r.payout_day === null ? null : payoutDayOf(new Date(Date.parse(`${r.payout_day}T12:00:00+08:00`) - hours * 3600_000));
    await server.app.site.db.updateTable('withdraw_orders').set({ created_at: created.toISOString(), payout_day: payoutDay }).where('id', '=', r.id).execute();
  }
}

/** A processing NTD withdrawal of the player made in the database, paid out on the day of `at` (it counts towards the terms' totals). */
export async function priorWithdrawal(server: TestServer, accountId: number, amountMinor: number, at = new Date()): Promise<void> {
  const iso = at.toISOString();
  await server.app.site.db
    .insertInto('withdraw_orders')
    .values({
      order_no: `WDT${accountId}x${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      account_id: accountId,
      method: 'bank',
      currency: 'NTD',
      amount: amountMinor,
      usdt_amount: null,
      card_id: null,
      address_id: null,
      destination: '****',
      status: 'processing',
      created_at: iso,
      updated_at: iso,
      ntd_amount: amountMinor,
      usdt_rate: null,
      payout_day: payoutDayOf(at),
    })
    .execute();
}

/** A withdrawal through the API (password right), any SMS code in `body`: its code ('000000' when applied) and data. */
export async function tryWithdraw(server: TestServer, p: Player, body: Record<string, unknown>): Promise<{ code: string; data: unknown }> {
  const res = await server.fetch<{ code: string; data: unknown }>(`/api${fundApi.applyWithdraw.path}`, {
    method: 'POST',
    headers: { ...idem(), token: p.token },
    body: { currency: 'NTD', withdrawPassword: WITHDRAW_PASSWORD, ...body },
  });
  return { code: res.json.code, data: res.json.data };
}

import { api } from '../api';
import { newestRecord, readyForCashier } from '../cashier';
import { ops } from '../ops';
import type { RunningServer } from '../server';

/**
 * phone01's history on the matrix's own server, so the screens that list money have something to format:
 * ready for the cashier (withdrawal password, ID, an approved bank card), a bank deposit of 2,000 approved by
 * the operator, the first of its seeded activity rewards claimed (a bonus with its wagering; the other
 * stays unclaimed, so the activity list still offers one), then 300 moved into a game wallet and recycled, so
 * the passbook lists a transfer and a 一鍵回收 with the game wallet's name.
 */
export async function givePhone01AHistory(server: RunningServer, token: string): Promise<void> {
  await readyForCashier(server.url, server.dataDir, 'phone01', token);
  const cards = await api<Array<{ id: number; status: string }>>(server.url, 'GET', '/v1/fund/bank-cards', { token });
  const cardId = cards.data.find((c) => c.status === 'approved')?.id;
  const order = await api(server.url, 'POST', '/v1/fund/recharge/order', {
    token,
    headers: { 'Idempotency-Key': `sweep-deposit-${Date.now()}` },
    body: { channelCode: 'BANK', method: 'bank', currency: 'NTD', amount: '2000', cardId },
  });
  if (order.code !== '000000') throw new Error(`deposit order: ${order.code}`);
  ops(server.dataDir, 'fund', 'approve', 'deposit', newestRecord(server.dataDir, 'deposit', 'phone01', 'processing'));
  const rewards = await api<Array<{ id: number }>>(server.url, 'GET', '/v1/activity/reward/unclaimed/list?language=TW', { token });
  const first = rewards.data[0];
  if (!first) throw new Error('phone01 has no unclaimed reward to claim');
  const claim = await api(server.url, 'POST', `/v1/activity/reward/${first.id}/claim?language=TW`, { token, body: {}, headers: { 'Idempotency-Key': `sweep-claim-${Date.now()}` } });
  if (claim.code !== '000000') throw new Error(`reward claim: ${claim.code}`);
  const moved = await api(server.url, 'POST', '/v1/wallet/transfer', { token, headers: { 'Idempotency-Key': `sweep-transfer-${Date.now()}` }, body: { from: 'main', to: 'JDB', amount: '300', currency: 'NTD' } });
  if (moved.code !== '000000') throw new Error(`transfer to JDB: ${moved.code}`);
  const recycled = await api(server.url, 'POST', '/v1/wallet/game/transfer/user/withdraw/all?currency=NTD', { token, body: {}, headers: { 'Idempotency-Key': `sweep-recycle-${Date.now()}` } });
  if (recycled.code !== '000000') throw new Error(`recycle: ${recycled.code}`);
}

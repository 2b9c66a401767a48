import type { AnyDb } from './util';

/**
 * Issue 33: every figure of the terms and the player's deposit limits counts every currency, in NTD at the rate the
 * order was made at (docs/decisions.md "Issue 33").
 *
 * - `ntd_amount` on deposit and withdrawal orders: what the order counts in NTD minor units (the amount itself for
 *   an NTD order; a USDT order's amount at `usdt_rate`, truncated). Null only on rows written without it (tests'
 *   fixtures): those count an NTD amount as it is and a USDT amount at the rate in force.
 * - `usdt_rate`: the USDT rate (NTD per USDT) the order used, on every order that involves USDT (a USDT wallet's,
 *   or an NTD one paid in or out in USDT); null for the others.
 * - `payout_day` on withdrawals: the Asia/Taipei day (YYYY-MM-DD) whose site-wide 600,000 the withdrawal uses;
 *   null while it waits in the queue for a later day's capacity (or the operator's approval).
 *
 * Existing rows are filled in: payout_day the Taipei day they were made (as the cap counted them), ntd_amount at
 * the USDT rate in force now (the rate they used was not stored; a deposit paid in USDT into NTD keeps its own).
 */
const TAIPEI_MS = 8 * 3600_000;
const taipeiDay = (iso: string) => new Date(Date.parse(iso) + TAIPEI_MS).toISOString().slice(0, 10);

function rateUnits(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
}

export async function up(db: AnyDb): Promise<void> {
  for (const table of ['deposit_orders', 'withdraw_orders']) {
    await db.schema.alterTable(table).addColumn('ntd_amount', 'bigint').execute();
    await db.schema.alterTable(table).addColumn('usdt_rate', 'varchar(16)').execute();
  }
  await db.schema.alterTable('withdraw_orders').addColumn('payout_day', 'varchar(10)').execute();
  await db.schema.createIndex('withdraw_orders_payout_day').on('withdraw_orders').columns(['payout_day', 'status']).execute();

  const setting = (await db.selectFrom('settings').select('value').where('key', '=', 'usdtRate').executeTakeFirst()) as { value: string } | undefined;
  const rate = setting && /^\d{1,6}(\.\d{1,4})?$/.test(setting.value) ? setting.value : '32.15';
  const ntdOf = (currency: string, amount: number, at: string) => (currency === 'USDT' ? Number((BigInt(Math.trunc(amount)) * rateUnits(at)) / 10_000n) : amount);

  const withdrawals = (await db.selectFrom('withdraw_orders').select(['id', 'currency', 'amount', 'method', 'created_at']).execute()) as Array<{ id: number; currency: string; amount: number | string; method: string; created_at: string }>;
  for (const w of withdrawals) {
    const usdt = w.currency === 'USDT' || w.method === 'usdt';
    await db
      .updateTable('withdraw_orders')
      .set({ ntd_amount: ntdOf(w.currency, Number(w.amount), rate), usdt_rate: usdt ? rate : null, payout_day: taipeiDay(w.created_at) })
      .where('id', '=', w.id)
      .execute();
  }
  const deposits = (await db.selectFrom('deposit_orders').select(['id', 'currency', 'amount', 'method', 'receiving']).execute()) as Array<{ id: number; currency: string; amount: number | string; method: string; receiving: string }>;
  for (const d of deposits) {
    let used: string | null = d.currency === 'USDT' ? rate : null;
    if (d.currency !== 'USDT' && d.method === 'usdt') {
      try {
        used = (JSON.parse(d.receiving) as { usdt?: { rate?: string } }).usdt?.rate ?? rate;
      } catch {
        used = rate;
      }
    }
    await db
      .updateTable('deposit_orders')
      .set({ ntd_amount: ntdOf(d.currency, Number(d.amount), used ?? rate), usdt_rate: used })
      .where('id', '=', d.id)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('withdraw_orders_payout_day').execute();
  await db.schema.alterTable('withdraw_orders').dropColumn('payout_day').execute();
  for (const table of ['deposit_orders', 'withdraw_orders']) {
    await db.schema.alterTable(table).dropColumn('usdt_rate').execute();
    await db.schema.alterTable(table).dropColumn('ntd_amount').execute();
  }
}

import { toNtdMinor } from '@site/contract/rules/usdt-rate';
import { sql } from 'kysely';
import { type Db, usdtRateText } from './common';

/**
 * Issue 33: the terms' figures and the player's deposit limits count orders of every currency in NTD, at the rate
 * each order was made at (`ntd_amount`, migration 031). A query over deposit_orders or withdraw_orders selects
 * NTD_SUMS grouped by currency; ntdTotal adds the groups up. A row written without ntd_amount (a test's fixture)
 * counts its NTD amount as it is and a USDT amount at the rate in force (read only when there is such a row).
 */
export const NTD_SUMS = [
  sql<number | string | null>`sum(ntd_amount)`.as('counted'),
  sql<number | string | null>`sum(case when ntd_amount is null then amount else 0 end)`.as('unpriced'),
] as const;

export interface NtdSumRow {
  currency: string;
  counted: number | string | null;
  unpriced: number | string | null;
}

/** The groups' total in NTD minor units. */
export async function ntdTotal(db: Db, rows: NtdSumRow[]): Promise<number> {
  let total = 0;
  let rate: string | null = null;
  for (const row of rows) {
    total += Number(row.counted ?? 0);
    const unpriced = Number(row.unpriced ?? 0);
    if (unpriced === 0) continue;
    if (row.currency !== 'NTD' && rate === null) rate = await usdtRateText(db);
    total += toNtdMinor(unpriced, row.currency, rate ?? '1');
  }
  return total;
}

/** What an order of `amount` in `currency` counts in NTD and the USDT rate to store with it (null: no USDT involved). */
export function pricedOrder(amount: number, currency: string, rate: string, paidInUsdt: boolean): { ntdAmount: number; usdtRate: string | null } {
  return { ntdAmount: toNtdMinor(amount, currency, rate), usdtRate: currency === 'USDT' || paidInUsdt ? rate : null };
}

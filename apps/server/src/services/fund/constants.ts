import { MIN_WITHDRAWAL_OTHER, MIN_WITHDRAWAL_TWD, VIP_SPECIAL_LEVEL } from '@site/contract';

/** The cashier's numbers in one place (docs/api.md and README quote them). */

const MINUTE = 60_000;

/** An unpaid deposit order times out by itself after this (SPEC 4 'timeout'); store codes live longer. */
export const DEPOSIT_ORDER_TTL_MS = 30 * MINUTE;
export const STORE_ORDER_TTL_MS = 3 * 24 * 60 * MINUTE;

/**
 * Automatic suspension (SPEC 4 'suspended automatically by the system'): this
 * many deposit orders left unpaid (timed out or cancelled) within the window
 * suspend deposits for SUSPEND_MS, counted from the last of them. Orders that
 * already caused a suspension do not count towards the next one.
 */
export const AUTO_SUSPEND = { unpaidOrders: 3, windowMs: 60 * MINUTE, suspendMs: 30 * MINUTE } as const;

/** At most this many bank cards (reviewing or approved) and wallet addresses per player. */
export const MAX_BANK_CARDS = 5;
export const MAX_WALLET_ADDRESSES = 5;

/** Minimum withdrawal per wallet currency (SPEC 9: 1,000 TWD; 300 in the other currency's wording). */
export const MIN_WITHDRAWAL_BY_CURRENCY: Record<string, number> = { NTD: MIN_WITHDRAWAL_TWD, USDT: MIN_WITHDRAWAL_OTHER };

/** The settings key of the USDT rate (NTD per USDT, a decimal string with up to 4 places) and its seeded value. */
export const USDT_RATE_KEY = 'usdtRate';
export const DEFAULT_USDT_RATE = '32.15';

/**
 * Daily withdrawals by VIP level (SPEC 6: count and amount follow the level),
 * amounts in major units of the wallet currency. A level not listed takes the
 * highest listed level below it.
 */
export const DAILY_WITHDRAW_LIMITS: ReadonlyArray<{ level: number; count: number; amount: number }> = [
  { level: 0, count: 3, amount: 50_000 },
  { level: 1, count: 3, amount: 100_000 },
  { level: 2, count: 4, amount: 150_000 },
  { level: 3, count: 5, amount: 200_000 },
  { level: 4, count: 5, amount: 300_000 },
  { level: 5, count: 6, amount: 500_000 },
  { level: 6, count: 8, amount: 800_000 },
  { level: 7, count: 10, amount: 1_000_000 },
  { level: 8, count: 10, amount: 1_500_000 },
  { level: 9, count: 15, amount: 2_000_000 },
  { level: 10, count: 20, amount: 3_000_000 },
  { level: 11, count: 20, amount: 5_000_000 },
  { level: VIP_SPECIAL_LEVEL, count: 999, amount: 100_000_000 },
];

export function dailyWithdrawLimit(level: number): { count: number; amount: number } {
  let found = DAILY_WITHDRAW_LIMITS[0] as { count: number; amount: number };
  for (const row of DAILY_WITHDRAW_LIMITS) if (row.level <= level) found = row;
  return found;
}

/** Order number prefixes: deposit, withdrawal. */
export const DEPOSIT_PREFIX = 'DP';
export const WITHDRAW_PREFIX = 'WD';

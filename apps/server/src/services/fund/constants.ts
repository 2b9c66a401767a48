import { MIN_WITHDRAWAL_OTHER, MIN_WITHDRAWAL_TWD } from '@site/contract';

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
 * Daily withdrawals by VIP level (SPEC 6: count and amount follow the level)
 * come from the one VIP config (vip_levels; GET /v1/user/vip/config
 * vipLimits): async, amounts in major units of the wallet currency.
 */
export { dailyWithdrawLimitOf as dailyWithdrawLimit } from '../vip/config';

/** Order number prefixes: deposit, withdrawal. */
export const DEPOSIT_PREFIX = 'DP';
export const WITHDRAW_PREFIX = 'WD';

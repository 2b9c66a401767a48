import { parseVipLevel, SERVER_UTC_OFFSET_MINUTES } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { accountById } from '../accounts/accounts';
import { DEFAULT_USDT_RATE, USDT_RATE_KEY } from './constants';

export type Db = Kysely<Database>;

/** Only the last 4 digits of a card number are ever shown. */
export function maskCard(cardNo: string): string {
  return `**** **** ${cardNo.slice(-4)}`;
}

/** A wallet address shortened for lists: first 6 and last 4 characters. */
export function maskAddress(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** The player with the VIP level parsed from the name (SPEC 4: 999 for the special-invite marker, else VIPn, else 0). */
export async function playerOf(db: Db, accountId: number) {
  const row = await accountById(db, accountId);
  return { ...row, vipLevel: parseVipLevel(row.vip_name) };
}

/** The USDT rate in force as text, e.g. "32.15" (NTD per USDT). */
export async function usdtRateText(db: Db): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', USDT_RATE_KEY).executeTakeFirst();
  return row && /^\d{1,6}(\.\d{1,4})?$/.test(row.value) ? row.value : DEFAULT_USDT_RATE;
}

const RATE_SCALE = 10_000n;

/** "32.15" -> 321500n (the rate in 1/10,000ths): decimal maths stays in integers. */
export function rateUnits(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(4, '0').slice(0, 4));
}

/**
 * NTD minor units -> USDT minor units at the rate, as "12.34". A deposit
 * rounds up (the player pays at least the amount), a withdrawal rounds down
 * (we never send more than was held).
 */
export function ntdToUsdt(amountMinor: number, rate: string, rounding: 'up' | 'down'): string {
  const numerator = BigInt(amountMinor) * RATE_SCALE;
  const units = rateUnits(rate);
  let cents = numerator / units;
  if (rounding === 'up' && numerator % units !== 0n) cents += 1n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** The start of the server day (+08:00) holding `now`, as an ISO instant. */
export function serverDayStart(now: Date): string {
  const offset = SERVER_UTC_OFFSET_MINUTES * 60_000;
  const local = new Date(now.getTime() + offset);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset).toISOString();
}

export const iso = (d: Date) => d.toISOString();
export const plusMs = (d: Date, ms: number) => new Date(d.getTime() + ms);

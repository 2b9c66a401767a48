import { parseVipLevel, SERVER_UTC_OFFSET_MINUTES } from '@site/contract';
import { USDT_RATE_PATTERN } from '@site/contract/rules/usdt-rate';
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

/** The USDT rate in force as text, e.g. "32.15" (NTD per USDT); the conversions are the contract's (rules/usdt-rate.ts), shared with the cashier's previews. */
export async function usdtRateText(db: Db): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', USDT_RATE_KEY).executeTakeFirst();
  return usdtRateOf(row?.value);
}

/** The rate in force from the stored setting's value (undefined: not set): the default unless it is a valid rate. */
export function usdtRateOf(value: string | undefined): string {
  return value !== undefined && USDT_RATE_PATTERN.test(value) ? value : DEFAULT_USDT_RATE;
}

/** The start of the server day (+08:00) holding `now`, as an ISO instant. */
export function serverDayStart(now: Date): string {
  const offset = SERVER_UTC_OFFSET_MINUTES * 60_000;
  const local = new Date(now.getTime() + offset);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset).toISOString();
}

export const iso = (d: Date) => d.toISOString();
export const plusMs = (d: Date, ms: number) => new Date(d.getTime() + ms);

import { randomUUID } from 'node:crypto';
import { WAGERING_MULTIPLES, type BrandId } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { DomainError } from './domain/errors';
import { grantReward } from './services/activity/rewards';
import { accountIdByName, OpsInputError } from './services/fund/operator';
import { toMinor } from './services/wallet/money';

type Opt = (name: string) => string | undefined;

/** `npm run ops -- activity ...`: rewards a player earned from a promotion (usage in ops-commands.ts OPS_USAGE). */
export const ACTIVITY_USAGE = `  activity reward <account> <activity code> <amount> [--currency NTD] [--days <n>] [--brand jade]
                                                         grant an unclaimed promotion reward (claimed by the player into the wallet as a bonus); --days: claimable for n days
  activity wagering <activity code> <multiple 1-100|default> [--brand jade]
                                                         the promotion's wagering multiple for rewards granted from now on (default: ${WAGERING_MULTIPLES.activityReward}x)`;

/** Highest multiple an operator may set: beyond it a reward could never be withdrawn in practice. */
export const MAX_WAGERING_MULTIPLE = 100;

async function setWagering(db: Kysely<Database>, code: string | undefined, value: string | undefined, brand: BrandId): Promise<string> {
  if (!code || !value) throw new OpsInputError('activity wagering <activity code> <multiple 1-100|default>');
  const multiple = value === 'default' ? null : /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (multiple !== null && !(multiple >= 1 && multiple <= MAX_WAGERING_MULTIPLE)) throw new OpsInputError(`the multiple is a whole number from 1 to ${MAX_WAGERING_MULTIPLE}, or default`);
  const done = await db.updateTable('activities').set({ wagering_multiple: multiple }).where('brand', '=', brand).where('code', '=', code).executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw new OpsInputError(`no such activity: ${code}`);
  return `wagering activity=${code} brand=${brand} multiple=${multiple ?? `default (${WAGERING_MULTIPLES.activityReward})`}`;
}

export async function runActivityOps(db: Kysely<Database>, args: string[], option: Opt, brand: BrandId, now = new Date()): Promise<string> {
  const [action, name, code, amountText] = args;
  if (action === 'wagering') return setWagering(db, name, code, (option('--brand') as BrandId | undefined) ?? brand);
  if (action !== 'reward') throw new OpsInputError(`unknown activity command: ${action ?? ''}\n${ACTIVITY_USAGE}`);
  if (!name || !code || !amountText) throw new OpsInputError('activity reward <account> <activity code> <amount>');
  const amount = /^\d{1,12}(\.\d{1,2})?$/.test(amountText) ? toMinor(amountText) : Number.NaN;
  if (!Number.isSafeInteger(amount) || amount < 1) throw new OpsInputError('amount must be above zero with at most 2 decimals, e.g. 88 or 88.50');
  const currency = option('--currency') ?? 'NTD';
  if (!/^[A-Z]{2,8}$/.test(currency)) throw new OpsInputError('--currency is a code such as NTD or USDT');
  const daysText = option('--days');
  const days = daysText === undefined ? null : Number(daysText);
  if (days !== null && (!Number.isInteger(days) || days < 1)) throw new OpsInputError('--days must be a positive whole number');
  const accountId = await accountIdByName(db, name);
  const expiresAt = days === null ? null : new Date(now.getTime() + days * 86_400_000).toISOString();
  const reference = `ops:${randomUUID()}`;
  try {
    await grantReward(db, (option('--brand') as BrandId | undefined) ?? brand, { accountId, activityCode: code, amount, currency, expiresAt, reference }, now.toISOString());
  } catch (error) {
    if (error instanceof DomainError) throw new OpsInputError(`no such activity: ${code}`);
    throw error;
  }
  return `reward account=${name} activity=${code} amount=${amountText} ${currency} expires=${expiresAt ?? 'never'}`;
}

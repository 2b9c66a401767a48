import { maskPhone, normalisePhone, type PhoneCountry } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { UserErrors } from './errors';

type Db = Kysely<Database>;

export interface Phone {
  countryCode: string;
  /** National form: no trunk 0 (SPEC 5 Phone normalisation). */
  telephone: string;
}

async function countryOf(db: Db, countryCode: string): Promise<PhoneCountry | undefined> {
  const row = await db.selectFrom('country_codes').selectAll().where('country_code', '=', countryCode).executeTakeFirst();
  return row ? { countryCode: row.country_code, regex: row.regex, isBlocked: row.is_blocked === 1 } : undefined;
}

/**
 * Checks a typed number against the country list (regex and blocked flag)
 * and returns its national form. Unknown country or no match -> 012009;
 * blocked country -> 012010.
 */
export async function resolvePhone(db: Db, countryCode: string, typed: string): Promise<Phone> {
  const country = await countryOf(db, countryCode);
  if (!country) throw UserErrors.phoneInvalid();
  if (country.isBlocked) throw UserErrors.countryBlocked();
  const telephone = normalisePhone(typed, country);
  if (telephone === null) throw UserErrors.phoneInvalid();
  return { countryCode, telephone };
}

/** Masked local form for display (0912***678); '' when none. */
export async function maskedPhone(db: Db, countryCode: string | null, telephone: string | null): Promise<string> {
  if (!countryCode || !telephone) return '';
  const country = await countryOf(db, countryCode);
  return maskPhone(telephone, country ?? { countryCode });
}

export function samePhone(a: Phone, countryCode: string | null, telephone: string | null): boolean {
  return a.countryCode === countryCode && a.telephone === telephone;
}

/** The account bound to a number, if any. */
export async function accountByPhone(db: Db, phone: Phone) {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('country_code', '=', phone.countryCode)
    .where('telephone', '=', phone.telephone)
    .executeTakeFirst();
}

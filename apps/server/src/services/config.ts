import type { BrandId } from '@site/contract';
import type { Kysely } from 'kysely';
import { CoreErrors } from '../domain/errors';
import { toApiLanguage, type ApiLanguage } from '../domain/language';
import type { Database } from '../db/schema';
import { label } from './labels';
import { siteAdverts } from './content/adverts-admin';

type Db = Kysely<Database>;

export async function listLanguages(db: Db) {
  const rows = await db.selectFrom('languages').selectAll().orderBy('sort').execute();
  return rows.flatMap((r) => {
    const code = toApiLanguage(r.code);
    return code ? [{ code, name: r.name, isDefault: r.is_default === 1 }] : [];
  });
}

export async function listCurrencies(db: Db, lang: ApiLanguage) {
  const rows = await db.selectFrom('currencies').selectAll().orderBy('sort').execute();
  return rows.map((r) => ({ code: r.code, currencyName: label(r.names, lang), icon: r.icon, isDefault: r.is_default === 1 }));
}

export async function listCountryCodes(db: Db, isDisplay?: boolean) {
  let q = db.selectFrom('country_codes').selectAll().orderBy('sort');
  if (isDisplay !== undefined) q = q.where('is_display', '=', isDisplay ? 1 : 0);
  const rows = await q.execute();
  return rows.map((r) => ({
    countryCode: r.country_code,
    nameCn: r.name_cn,
    regex: r.regex,
    isDisplay: r.is_display === 1,
    isDefault: r.is_default === 1,
    isBlocked: r.is_blocked === 1,
  }));
}

export async function brandLogo(db: Db, brand: BrandId) {
  const row = await db.selectFrom('brand_logos').selectAll().where('brand', '=', brand).executeTakeFirst();
  if (!row) throw CoreErrors.notFound();
  return { pcLogo: row.pc_logo, h5Logo: row.h5_logo };
}

/** `keys` is a comma-separated list; unknown keys are left out. */
export async function dynamicData(db: Db, keys: string) {
  const wanted = [...new Set(keys.split(',').map((k) => k.trim()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const rows = await db.selectFrom('dynamic_data').selectAll().where('key', 'in', wanted).execute();
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return wanted.flatMap((key) => {
    const value = byKey.get(key);
    return value === undefined ? [] : [{ key, value }];
  });
}

export async function dynamicValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('dynamic_data').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function processData(db: Db) {
  const rows = await db.selectFrom('process_data').selectAll().execute();
  const on = (key: string) => rows.some((r) => r.key === key && r.enabled === 1);
  return { loginCaptcha: on('loginCaptcha'), registerCaptcha: on('registerCaptcha'), smsCaptcha: on('smsCaptcha') };
}

export async function appLastVersion(db: Db, appType: string, osType: string) {
  const row = await db
    .selectFrom('app_versions')
    .selectAll()
    .where('app_type', '=', appType)
    .where('os_type', '=', osType.toLowerCase())
    .orderBy('released_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw CoreErrors.notFound();
  return { version: row.version, url: row.url, forceUpdate: row.force_update === 1 };
}

/** The home carousel: the brand's adverts scheduled now (services/content/adverts-admin.ts, issue 38). */
export async function advertList(db: Db, lang: ApiLanguage, brand?: BrandId) {
  return siteAdverts(db, lang, brand);
}

export async function avatarUrls(db: Db) {
  const rows = await db.selectFrom('avatars').select('url').orderBy('sort').execute();
  return rows.map((r) => r.url);
}

/** Site-wide lines; with a bet type, that type's own lines first and then the site-wide ones. */
export async function marquee(db: Db, lang: ApiLanguage, betType?: number) {
  const rows = await db
    .selectFrom('marquees')
    .selectAll()
    .where('language', '=', lang)
    .where('enabled', '=', 1)
    .where((eb) => (betType === undefined ? eb('bet_type', 'is', null) : eb.or([eb('bet_type', 'is', null), eb('bet_type', '=', betType)])))
    .orderBy('sort')
    .execute();
  const own = rows.filter((r) => r.bet_type !== null);
  const siteWide = rows.filter((r) => r.bet_type === null);
  return [...own, ...siteWide].map((r) => ({ id: r.id, content: r.content }));
}

/** The settings by key 'media': `[{key:'media', value: '{"officialMedia":[...]}'}]`. */
export async function mediaSetting(db: Db) {
  const row = await db.selectFrom('settings').selectAll().where('key', '=', 'media').executeTakeFirst();
  return row ? [{ key: row.key, value: row.value }] : [];
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ProxyInfo {
  proxyCode: string;
  proxyAccount: string;
}

/**
 * The domain a proxy is registered under: the host of origin_url without its
 * first label (`https://www.lucky88-play.com:8443/x` -> `lucky88-play.com`).
 */
export function domainOf(originUrl: string | undefined): string | undefined {
  if (!originUrl) return undefined;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(originUrl) ? originUrl : `http://${originUrl}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const labels = host.split('.');
  return labels.length > 1 ? labels.slice(1).join('.') : undefined;
}

async function defaultProxy(db: Kysely<Database>): Promise<ProxyInfo | null> {
  const row = await db.selectFrom('proxies').select(['proxy_code', 'proxy_account']).where('is_default', '=', 1).executeTakeFirst();
  return row ? { proxyCode: row.proxy_code, proxyAccount: row.proxy_account } : null;
}

/** The proxy owning the domain, else the platform's default proxy (admin). */
export async function proxyForOrigin(db: Kysely<Database>, originUrl: string | undefined): Promise<ProxyInfo | null> {
  const domain = domainOf(originUrl);
  if (domain) {
    const row = await db.selectFrom('proxies').select(['proxy_code', 'proxy_account']).where('domain', '=', domain).executeTakeFirst();
    if (row) return { proxyCode: row.proxy_code, proxyAccount: row.proxy_account };
  }
  return defaultProxy(db);
}

export async function proxyByCode(db: Kysely<Database>, proxyCode: string): Promise<ProxyInfo | null> {
  const row = await db.selectFrom('proxies').select(['proxy_code', 'proxy_account']).where('proxy_code', '=', proxyCode).executeTakeFirst();
  return row ? { proxyCode: row.proxy_code, proxyAccount: row.proxy_account } : null;
}

import type { Kysely } from 'kysely';
import type { ApiLanguage } from '../domain/language';
import type { Database } from '../db/schema';
import { dynamicValue } from './config';

export interface CustomerLink {
  url: string;
  name: string;
}

/** A link whose name carries this marker is the smart customer-service system: used as it is. */
export const SMART_SYSTEM_MARKERS = ['智能', 'smart'] as const;

export function isSmartSystem(name: string): boolean {
  const lower = name.toLowerCase();
  return SMART_SYSTEM_MARKERS.some((marker) => lower.includes(marker.toLowerCase()));
}

/** LiveChat's direct chat link for a licence and group. */
export function liveChatLink(liveChatId: string, groupId: string): CustomerLink {
  return { url: `https://direct.lc.chat/${encodeURIComponent(liveChatId)}/${encodeURIComponent(groupId)}`, name: 'LiveChat' };
}

/**
 * SPEC 7: the configured link for the language, else the live-chat fallback;
 * when the name lacks the smart-system marker and the caller is logged in
 * (a username is given), the username is added as a query parameter.
 */
export function applyCustomerLinkRule(configured: CustomerLink | undefined, fallback: CustomerLink, username?: string): CustomerLink {
  const link = configured ?? fallback;
  if (!username || isSmartSystem(link.name)) return { ...link };
  try {
    const url = new URL(link.url);
    url.searchParams.set('username', username);
    return { url: url.toString(), name: link.name };
  } catch {
    const sep = link.url.includes('?') ? '&' : '?';
    return { url: `${link.url}${sep}username=${encodeURIComponent(username)}`, name: link.name };
  }
}

/** The customer link for a language; `username` comes from the session once accounts exist. */
export async function customerLink(db: Kysely<Database>, lang: ApiLanguage, username?: string): Promise<CustomerLink> {
  const row = await db
    .selectFrom('customer_links')
    .select(['url', 'name'])
    .where('language', '=', lang)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  const liveChatId = (await dynamicValue(db, 'LiveChatId')) ?? '';
  const groupId = (await dynamicValue(db, 'LiveChatGroupId')) ?? '0';
  return applyCustomerLinkRule(row, liveChatLink(liveChatId, groupId), username);
}

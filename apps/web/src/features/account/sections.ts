import type { PageAddress } from '../../shared/routing/page';
import { buildRoutePath } from '../../shared/routing/path-builder';
import { ACCOUNT_ADDRESSES } from './paths';

/** A page of the account area shown as a section of my account: a card that links to it. */
export interface AccountPageSection {
  /** The address's key: the in-page anchor `account-<key>` and the texts `<key>.title`, `.name`, `.note`, `.manage` (account namespace). */
  key: string;
  to: string;
}

/**
 * The account area's own pages (an address under /mine/account/ declared with a `title`), each a section of
 * my account, in declaration order. Derived from the addresses, not listed: a new page of the area is a
 * section (its menu entry and its card) once paths.ts declares it. The addresses, not pages.ts: the page table
 * lazily loads this screen (no import circle).
 */
export function accountPageSections(addresses: Readonly<Record<string, PageAddress>> = ACCOUNT_ADDRESSES, home = ACCOUNT_ADDRESSES.account.path): AccountPageSection[] {
  return Object.entries(addresses).flatMap(([key, { path, title }]) => (path?.startsWith(`${home}/`) && title ? [{ key, to: buildRoutePath(path, []) }] : []));
}

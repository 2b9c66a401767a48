import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Linked accounts (issue 17, multi-account and invite farming): two accounts are linked when they
 * were seen with the same device id, the same client address or the same phone (at registration or
 * login: account_sightings), or bound the same bank card number or TRC-20 wallet address. One person
 * farming accounts shares at least one of these; the operator sees which (npm run ops -- risk linked).
 *
 * Every question is answered from the (kind, value) and card/wallet indexes of migration
 * 019_account_links: the account's own rows first (its primary key), then who else holds each value.
 */

export const LINK_KINDS = ['device', 'address', 'phone', 'card', 'wallet'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export interface Link {
  accountId: number;
  kind: LinkKind;
  /** The shared value, whole: callers that show it mask what the code masks (cards, wallets, phones). */
  value: string;
}

/** What a registration or login request tells about its client. */
export interface ClientSeen {
  deviceId: string;
  /** request.ip: the player's address behind TRUST_PROXY, else the socket's peer. */
  address: string;
  /** The request's User-Agent (issue 39: the session and the login history keep it). */
  userAgent?: string | undefined;
}

/** An address as stored: IPv4-mapped IPv6 (::ffff:1.2.3.4) as the IPv4 it is. */
export function normaliseAddress(address: string): string {
  const a = address.trim().toLowerCase();
  return (a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a).slice(0, 64);
}

/**
 * The machine itself is no player's address: a server behind a local proxy without TRUST_PROXY sees
 * every player as 127.0.0.1, and linking (or capping) on it would link every account of the site and
 * close registration for everyone. Such an address is neither recorded nor counted.
 */
export function isLoopback(address: string): boolean {
  const a = normaliseAddress(address);
  return a === '' || a === '::1' || a.startsWith('127.');
}

/** Remembers the device id, address and phone an account was seen with (one upsert each; never fails a login). */
export async function recordSightings(
  db: Db,
  accountId: number,
  seen: ClientSeen & { phone?: string | null },
  source: 'register' | 'login',
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const values: Array<{ kind: LinkKind; value: string }> = [];
  const device = seen.deviceId.trim().slice(0, 128);
  if (device) values.push({ kind: 'device', value: device });
  if (!isLoopback(seen.address)) values.push({ kind: 'address', value: normaliseAddress(seen.address) });
  if (seen.phone) values.push({ kind: 'phone', value: seen.phone });
  for (const v of values) {
    await db
      .insertInto('account_sightings')
      .values({ account_id: accountId, kind: v.kind, value: v.value, source, first_seen: at, last_seen: at })
      .onConflict((oc) => oc.columns(['account_id', 'kind', 'value']).doUpdateSet({ last_seen: at }))
      .execute();
  }
}

/** The phone as a sighting value: +<country code> <number>. */
export function phoneValue(countryCode: string | null, telephone: string | null): string | null {
  return countryCode && telephone ? `+${countryCode} ${telephone}` : null;
}

type LinkQuery = SelectQueryBuilder<Database, never, { accountId: number; kind: string; value: string }>;

/** Every (other account, kind, value) shared with `accountId`; only with `other` when given. */
function linkQuery(db: Db, accountId: number, other?: number): LinkQuery {
  const seen = db
    .selectFrom('account_sightings as a')
    .innerJoin('account_sightings as b', (j) => j.onRef('b.kind', '=', 'a.kind').onRef('b.value', '=', 'a.value'))
    .select(['b.account_id as accountId', 'a.kind as kind', 'a.value as value'])
    .where('a.account_id', '=', accountId)
    .where('b.account_id', '!=', accountId);
  const cards = db
    .selectFrom('bank_cards as a')
    .innerJoin('bank_cards as b', 'b.card_no', 'a.card_no')
    .select(['b.account_id as accountId', sql<string>`'card'`.as('kind'), 'a.card_no as value'])
    .where('a.account_id', '=', accountId)
    .where('b.account_id', '!=', accountId);
  const wallets = db
    .selectFrom('wallet_addresses as a')
    .innerJoin('wallet_addresses as b', 'b.address', 'a.address')
    .select(['b.account_id as accountId', sql<string>`'wallet'`.as('kind'), 'a.address as value'])
    .where('a.account_id', '=', accountId)
    .where('b.account_id', '!=', accountId);
  if (other === undefined) return seen.unionAll(cards).unionAll(wallets) as LinkQuery;
  return seen
    .where('b.account_id', '=', other)
    .unionAll(cards.where('b.account_id', '=', other))
    .unionAll(wallets.where('b.account_id', '=', other)) as LinkQuery;
}

function distinct(rows: Array<{ accountId: number; kind: string; value: string }>): Link[] {
  const seen = new Set<string>();
  const out: Link[] = [];
  for (const r of rows) {
    const link = { accountId: Number(r.accountId), kind: r.kind as LinkKind, value: r.value };
    const key = `${link.accountId}\u0000${link.kind}\u0000${link.value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(link);
  }
  return out;
}

/** What links account `a` to account `b` (empty: not linked). */
export async function linksBetween(db: Db, a: number, b: number): Promise<Link[]> {
  if (a === b) return [];
  return distinct(await linkQuery(db, a, b).execute());
}

export async function isLinked(db: Db, a: number, b: number): Promise<boolean> {
  return (await linksBetween(db, a, b)).length > 0;
}

/** Every account linked to `accountId`, each with what links them, by account id. */
export async function linkedAccounts(db: Db, accountId: number): Promise<Map<number, Link[]>> {
  const byAccount = new Map<number, Link[]>();
  for (const link of distinct(await linkQuery(db, accountId).execute())) {
    const list = byAccount.get(link.accountId) ?? [];
    list.push(link);
    byAccount.set(link.accountId, list);
  }
  return byAccount;
}

/**
 * The ids of the accounts linked to `accountId`, as a subquery for `where('account_id', 'in', ...)`:
 * "does a linked account have X" stays one query however many accounts share an address.
 */
export function linkedIds(db: Db, accountId: number) {
  return db.selectFrom(linkQuery(db, accountId).as('links')).select('links.accountId');
}

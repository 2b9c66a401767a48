import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { maskedPhone } from '../accounts/phone';
import { maskAddress, maskCard } from '../fund/common';
import { linkedAccounts, type Link } from '../risk/links';
import { playerById } from './players';

type Db = Kysely<Database>;
type Via = { kind: 'device' | 'address' | 'phone' | 'card' | 'wallet' | 'invite'; value: string };

/**
 * Linked accounts for the risk pages (issue 38): what services/risk/links.ts finds (device, address, phone, bank
 * card, TRC-20 wallet: the same values the bonus guards withhold on) and, besides, invites: the account that
 * invited this one and those it invited (accounts.inviter_code -> invite_codes). Card, wallet and phone masked.
 */

async function shown(db: Db, link: Link): Promise<string> {
  if (link.kind === 'card') return maskCard(link.value);
  if (link.kind === 'wallet') return maskAddress(link.value);
  if (link.kind === 'phone') {
    const [countryCode = '', telephone = ''] = link.value.replace(/^\+/, '').split(' ');
    return maskedPhone(db, countryCode, telephone);
  }
  return link.value;
}

/** The invite links of `id`: its inviter (value: the inviter's account) and the accounts it invited (value: its own). */
async function inviteLinks(db: Db, id: number, username: string, inviterCode: string | null): Promise<Map<number, Via[]>> {
  const out = new Map<number, Via[]>();
  if (inviterCode) {
    const inviter = await db.selectFrom('invite_codes').innerJoin('accounts', 'accounts.id', 'invite_codes.account_id').select(['accounts.id', 'accounts.username']).where('invite_codes.code', '=', inviterCode).executeTakeFirst();
    if (inviter && inviter.id !== id) out.set(inviter.id, [{ kind: 'invite', value: inviter.username }]);
  }
  const invited = await db
    .selectFrom('invite_codes')
    .innerJoin('accounts', 'accounts.inviter_code', 'invite_codes.code')
    .select('accounts.id')
    .where('invite_codes.account_id', '=', id)
    .where('accounts.id', '!=', id)
    .limit(500)
    .execute();
  for (const r of invited) out.set(r.id, [...(out.get(r.id) ?? []), { kind: 'invite', value: username }]);
  return out;
}

export async function riskLinked(db: Db, id: number) {
  const account = await playerById(db, id);
  const byAccount = new Map<number, Via[]>();
  for (const [other, links] of await linkedAccounts(db, id)) {
    byAccount.set(other, await Promise.all(links.map(async (l) => ({ kind: l.kind, value: await shown(db, l) }))));
  }
  for (const [other, via] of await inviteLinks(db, id, account.username, account.inviter_code)) byAccount.set(other, [...(byAccount.get(other) ?? []), ...via]);
  const ids = [...byAccount.keys()];
  const names = ids.length ? new Map((await db.selectFrom('accounts').select(['id', 'username']).where('id', 'in', ids).execute()).map((r) => [r.id, r.username])) : new Map<number, string>();
  const links = ids
    .map((other) => ({ playerId: other, account: names.get(other) ?? `#${other}`, via: byAccount.get(other) ?? [] }))
    .sort((a, b) => b.via.length - a.via.length || a.account.localeCompare(b.account));
  return { playerId: id, account: account.username, links };
}

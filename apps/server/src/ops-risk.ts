import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { accountByUsername } from './services/accounts/accounts';
import { maskedPhone } from './services/accounts/phone';
import { maskAddress, maskCard } from './services/fund/common';
import { OpsInputError } from './services/fund/operator';
import { linkedAccounts, type Link } from './services/risk/links';

/** `npm run ops -- risk ...`: linked accounts (issue 17; usage in ops-commands.ts OPS_USAGE). */

export const RISK_USAGE = `  risk linked <account>                                  accounts linked to it and what links them (device, address, phone, card, wallet;
                                                         card, wallet and phone masked), then the bonuses and rewards withheld for a link`;

type Opt = (name: string) => string | undefined;

/** A shared value as the operator sees it: masked where the rest of the code masks it. */
async function shown(db: Kysely<Database>, link: Link): Promise<string> {
  switch (link.kind) {
    case 'card':
      return maskCard(link.value);
    case 'wallet':
      return maskAddress(link.value);
    case 'phone': {
      const [countryCode = '', telephone = ''] = link.value.replace(/^\+/, '').split(' ');
      return maskedPhone(db, countryCode, telephone);
    }
    default:
      return link.value;
  }
}

export async function runRiskOps(db: Kysely<Database>, args: string[], _option: Opt): Promise<string> {
  const [action, name] = args;
  if (action !== 'linked') throw new OpsInputError(`unknown risk command: ${action ?? ''}\n${RISK_USAGE}`);
  if (!name) throw new OpsInputError('risk linked needs <account>');
  const account = await accountByUsername(db, name);
  if (!account) throw new OpsInputError(`no such account: ${name}`);
  const linked = await linkedAccounts(db, account.id);
  const ids = [...linked.keys()];
  const names = new Map<number, string>();
  if (ids.length > 0) for (const r of await db.selectFrom('accounts').select(['id', 'username']).where('id', 'in', ids).execute()) names.set(r.id, r.username);
  const lines = [`risk linked ${account.username}: ${ids.length} linked account${ids.length === 1 ? '' : 's'}`];
  for (const [id, links] of linked) {
    const via = await Promise.all(links.map(async (l) => `${l.kind}=${await shown(db, l)}`));
    lines.push(`  ${names.get(id) ?? `#${id}`} via ${via.join(' ')}`);
  }
  const refusals = await db
    .selectFrom('risk_refusals as r')
    .leftJoin('accounts as a', 'a.id', 'r.linked_account_id')
    .select(['r.kind', 'r.reference', 'r.links', 'r.created_at', 'a.username'])
    .where('r.account_id', '=', account.id)
    .orderBy('r.created_at', 'desc')
    .limit(50)
    .execute();
  for (const r of refusals) lines.push(`  withheld ${r.kind} ${r.reference} at=${r.created_at} linked=${r.username ?? '-'} via=${r.links}`);
  return lines.join('\n');
}

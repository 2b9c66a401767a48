import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { OpsInputError } from './services/fund/operator';
import { auditLedger } from './services/wallet/ledger-audit';

/** `npm run ops -- ledger audit` (issue 33): the whole-ledger audit (services/wallet/ledger-audit.ts); usage in ops-commands.ts OPS_USAGE. */

export const LEDGER_USAGE = `  ledger audit                                           check the whole ledger: balances against their entries, transfers, bets and commissions with
                                                         every leg, no open idempotency claim, no player's key moving money twice; prints each finding, exit code 1 if any`;

/** A command that ran and found something wrong: the message is its report, printed on stdout; the exit code is 1. */
export class OpsFindings extends Error {}

export async function runLedgerOps(db: Kysely<Database>, args: string[]): Promise<string> {
  const [action] = args;
  if (action !== 'audit') throw new OpsInputError(`unknown ledger command: ${action ?? ''}\n${LEDGER_USAGE}`);
  const audit = await auditLedger(db);
  const sections: Array<[string, string[]]> = [
    ['wallets not the sum of their entries, or below zero (minor units)', audit.mismatches.map((m) => `wallet ${m.id}: balance ${m.balance}, entries ${m.sum}`)],
    ['movements half applied (a leg missing or wrong, or an entry without its record)', audit.halfApplied],
    ['open idempotency claims (account:key)', audit.openClaims],
    ["double moves (one player's key moving money twice; account:key)", audit.doubleMoves],
  ];
  const found = sections.filter(([, lines]) => lines.length > 0);
  const count = found.reduce((n, [, lines]) => n + lines.length, 0);
  const head = `ledger audit: ${audit.entries} entries, ${audit.wallets} wallets: ${count === 0 ? 'no findings' : `${count} finding${count === 1 ? '' : 's'}`}`;
  if (count === 0) return head;
  throw new OpsFindings([head, ...found.flatMap(([title, lines]) => [`${title}: ${lines.length}`, ...lines.map((l) => `  ${l}`)])].join('\n'));
}

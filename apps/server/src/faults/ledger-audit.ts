import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { mainPerUnit } from '../services/wallet/money';
import { ledgerMismatchesIn } from '../test/games';

/**
 * Whole-ledger checks for the fault tests, read straight from the database a (killed, restarted)
 * server process wrote: they hold whatever crashed, so they look at every row, not at one request.
 */

export interface LedgerAudit {
  /** Wallets whose balance is not the sum of their entries, or below zero. */
  mismatches: Array<{ id: number; balance: number; sum: number }>;
  /** Movements with a leg missing or a wrong amount, and entries no movement explains. */
  halfApplied: string[];
  /** Claimed keys without a stored reply: a claim whose work never committed must not survive. */
  openClaims: string[];
  /** Keys whose entries carry more than one reference: a key that moved money twice. */
  doubleMoves: string[];
  /** How many ledger entries were looked at. */
  entries: number;
}

const TRANSFER_KINDS = new Set(['transferOut', 'transferIn', 'recycleOut', 'recycleIn']);
const BET_KINDS = new Set(['bet', 'payout']);

export async function auditLedger(db: Kysely<Database>): Promise<LedgerAudit> {
  const entries = await db.selectFrom('ledger_entries').select(['wallet_account_id', 'amount', 'kind', 'reference', 'idempotency_key']).execute();
  const transfers = await db.selectFrom('wallet_transfers').select(['order_no', 'account_id', 'currency', 'from_kind', 'to_kind', 'debited', 'credited']).execute();
  const bets = await db.selectFrom('bet_records').select(['order_no', 'account_id', 'currency', 'channel_code', 'total_bet', 'profit']).execute();
  const wallets = await db.selectFrom('wallet_accounts').select(['id', 'account_id', 'currency', 'kind']).execute();
  const walletOf = new Map(wallets.map((w) => [w.id, w]));
  const byRef = new Map<string, typeof entries>();
  for (const e of entries) byRef.set(e.reference, [...(byRef.get(e.reference) ?? []), e]);

  const halfApplied: string[] = [];
  const legOf = (e: (typeof entries)[number]) => {
    const w = walletOf.get(e.wallet_account_id);
    return `${w?.account_id}:${w?.currency}:${w?.kind}:${Number(e.amount)}`;
  };
  const sameLegs = (ref: string, expected: string[]) => {
    const got = (byRef.get(ref) ?? []).map(legOf).sort();
    if (JSON.stringify(got) !== JSON.stringify([...expected].sort())) halfApplied.push(`${ref}: legs ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
  };
  // A transfer is exactly two legs: its debit out of one wallet and its credit into the other.
  for (const t of transfers) {
    const at = `${t.account_id}:${t.currency}`;
    sameLegs(t.order_no, [`${at}:${t.from_kind}:${-Number(t.debited)}`, `${at}:${t.to_kind}:${Number(t.credited)}`]);
  }
  // A bet is its stake out, plus the payout in when it won (profit = payout - stake).
  for (const b of bets) {
    const at = `${b.account_id}:${b.currency}:${b.channel_code}`;
    const payout = Number(b.profit) + Number(b.total_bet);
    sameLegs(b.order_no, [`${at}:${-Number(b.total_bet)}`, ...(payout > 0 ? [`${at}:${payout}`] : [])]);
  }
  // And the other way round: no transfer or bet entry without the record that explains it.
  const explained = new Set([...transfers.map((t) => t.order_no), ...bets.map((b) => b.order_no)]);
  for (const e of entries) {
    if ((TRANSFER_KINDS.has(e.kind) || BET_KINDS.has(e.kind)) && !explained.has(e.reference)) halfApplied.push(`${e.reference}: ${e.kind} entry without its record`);
  }

  // An agent's commission (issue 21): one credit into the agent's main wallet per paid statement, of its amount.
  const paid = await db
    .selectFrom('agent_statements')
    .innerJoin('agents', 'agents.id', 'agent_statements.agent_id')
    .innerJoin('accounts', 'accounts.id', 'agents.account_id')
    .select(['agent_statements.id', 'agent_statements.commission', 'agent_statements.status', 'agents.account_id', 'accounts.currency'])
    .execute();
  for (const p of paid) {
    const ref = `AGC${p.id}`;
    sameLegs(ref, p.status === 'paid' && Number(p.commission) > 0 ? [`${p.account_id}:${p.currency}:main:${Number(p.commission)}`] : []);
  }
  const statementRefs = new Set(paid.map((p) => `AGC${p.id}`));
  for (const e of entries) if (e.kind === 'agentCommission' && !statementRefs.has(e.reference)) halfApplied.push(`${e.reference}: agentCommission entry without its statement`);

  const open = await db.selectFrom('idempotency_keys').select(['account_id', 'key']).where('response', 'is', null).execute();
  const refsOfKey = new Map<string, Set<string>>();
  for (const e of entries) if (e.idempotency_key) refsOfKey.set(e.idempotency_key, (refsOfKey.get(e.idempotency_key) ?? new Set()).add(e.reference));
  return {
    mismatches: await ledgerMismatchesIn(db),
    halfApplied,
    openClaims: open.map((o) => `${o.account_id}:${o.key}`),
    doubleMoves: [...refsOfKey].filter(([, refs]) => refs.size > 1).map(([key]) => key),
    entries: entries.length,
  };
}

/** What a player owns in main-currency minor units: main plus game wallets, each at its channel's rate. */
export async function holdings(db: Kysely<Database>, accountId: number, currency = 'NTD'): Promise<number> {
  const rows = await db.selectFrom('wallet_accounts').select(['kind', 'balance']).where('account_id', '=', accountId).where('currency', '=', currency).execute();
  return rows.reduce((sum, r) => sum + Number(r.balance) * (r.kind === 'main' ? 1 : mainPerUnit(r.kind)), 0);
}

/** Seed money plus the bets' profit and loss: what holdings must be when no money was made or lost elsewhere. */
export async function expectedHoldings(db: Kysely<Database>, accountId: number, seeded: number, currency = 'NTD'): Promise<number> {
  const bets = await db.selectFrom('bet_records').select(['profit', 'main_per_unit']).where('account_id', '=', accountId).where('currency', '=', currency).execute();
  return bets.reduce((sum, b) => sum + Number(b.profit) * b.main_per_unit, seeded);
}

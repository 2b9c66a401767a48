import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Whole-ledger checks, read straight from the database: `npm run ops -- ledger audit` (ops-ledger.ts)
 * and the fault tests (faults/, a killed and restarted server's data) run them. They look at every row,
 * not at one request, so they also see what a crash or a bug left behind.
 */

export interface LedgerAudit {
  /** Wallets whose balance is not the sum of their entries, or below zero. */
  mismatches: Array<{ id: number; balance: number; sum: number }>;
  /** Movements with a leg missing or a wrong amount, and entries no movement explains. */
  halfApplied: string[];
  /** Claimed keys without a stored reply (`account:key`): a claim whose work never committed must not survive. */
  openClaims: string[];
  /** A player's keys whose entries carry more than one reference (`account:key`): a key that moved money twice. */
  doubleMoves: string[];
  /** How many ledger entries were looked at. */
  entries: number;
  /** How many wallets were looked at. */
  wallets: number;
}

const TRANSFER_KINDS = new Set(['transferOut', 'transferIn', 'recycleOut', 'recycleIn']);
const BET_KINDS = new Set(['bet', 'payout']);

/** Ledger vs balances: the wallets whose balance is not the sum of their entries, or is negative. */
export async function ledgerMismatchesIn(db: Kysely<Database>): Promise<Array<{ id: number; balance: number; sum: number }>> {
  const wallets = await db.selectFrom('wallet_accounts').select(['id', 'balance']).execute();
  const sums = await db
    .selectFrom('ledger_entries')
    .select(['wallet_account_id', (eb) => eb.fn.sum<number | string>('amount').as('sum')])
    .groupBy('wallet_account_id')
    .execute();
  const byId = new Map(sums.map((s) => [s.wallet_account_id, Number(s.sum)]));
  return wallets
    .map((w) => ({ id: w.id, balance: Number(w.balance), sum: byId.get(w.id) ?? 0 }))
    .filter((w) => w.balance !== w.sum || w.balance < 0);
}

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
  // A key is a player's own (idempotency_keys is keyed by account and key; services/wallet/idempotency.ts):
  // two players sending the same key are two requests, so the key is counted per account (issue 33).
  // Every keyed movement is into or out of the player's own wallets, so the wallet names the account.
  const refsOfKey = new Map<string, Set<string>>();
  for (const e of entries) {
    if (!e.idempotency_key) continue;
    const key = `${walletOf.get(e.wallet_account_id)?.account_id}:${e.idempotency_key}`;
    refsOfKey.set(key, (refsOfKey.get(key) ?? new Set()).add(e.reference));
  }
  return {
    mismatches: await ledgerMismatchesIn(db),
    halfApplied,
    openClaims: open.map((o) => `${o.account_id}:${o.key}`),
    doubleMoves: [...refsOfKey].filter(([, refs]) => refs.size > 1).map(([key]) => key),
    entries: entries.length,
    wallets: wallets.length,
  };
}

import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/migrations/util';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { notePoke } from '../events/poke';
import { WalletErrors } from './errors';
import { formatMinor } from './money';
import type { LedgerKind } from './ledger-kind';
import { noteLedgerMovement } from './movements';

type Db = Kysely<Database>;

export const MAIN = 'main';

// Declared in ledger-kind.ts so movements.ts can name it without importing this module back.
export type { LedgerKind } from './ledger-kind';

/** The wallet account of a player, currency and kind ('main' or a channel code), created at zero when missing. */
export async function walletAccountId(db: Db, accountId: number, currency: string, kind: string, now = new Date().toISOString()): Promise<number> {
  const [id] = await walletAccountIds(db, accountId, currency, [kind], now);
  return id as number;
}

/**
 * The wallet accounts of several kinds (e.g. main and a game) in one read; missing ones are created at zero.
 * `lock` (inside a transaction): on PostgreSQL the same read also locks the rows in id order, as
 * `lockWallets` does, so a transfer spends one round trip on both (issue 22); SQLite runs one
 * transaction at a time and needs no lock.
 */
export async function walletAccountIds(
  db: Db,
  accountId: number,
  currency: string,
  kinds: readonly string[],
  now = new Date().toISOString(),
  { lock = false }: { lock?: boolean } = {},
): Promise<number[]> {
  const locking = lock && isPostgres(db);
  const read = () => {
    const q = db.selectFrom('wallet_accounts').select(['id', 'kind']).where('account_id', '=', accountId).where('currency', '=', currency).where('kind', 'in', [...kinds]);
    return locking ? q.orderBy('id').forUpdate().execute() : q.execute();
  };
  let rows = await read();
  if (rows.length < new Set(kinds).size) {
    await db
      .insertInto('wallet_accounts')
      .values([...new Set(kinds)].map((kind) => ({ account_id: accountId, currency, kind, balance: 0, updated_at: now })))
      .onConflict((oc) => oc.columns(['account_id', 'currency', 'kind']).doNothing())
      .execute();
    rows = await read();
  }
  const byKind = new Map(rows.map((r) => [r.kind, r.id]));
  return kinds.map((kind) => {
    const id = byKind.get(kind);
    if (id === undefined) throw new Error(`wallet ${kind} missing after insert`);
    return id;
  });
}

/**
 * Inside a transaction on PostgreSQL: locks the wallet rows in id order, so
 * two transactions touching the same wallets (main -> game and game -> main)
 * queue instead of deadlocking. SQLite runs one transaction at a time anyway.
 */
export async function lockWallets(trx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0 || !isPostgres(trx)) return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  await sql`select id from wallet_accounts where id in (${sql.join(sorted)}) order by id for update`.execute(trx);
}

export interface Movement {
  walletId: number;
  /** Signed minor units: + credit, - debit. */
  amount: number;
  kind: LedgerKind;
  reference: string;
  idempotencyKey?: string | null;
  /** Name of the wallet for the insufficient-funds details. */
  label?: string;
}

/**
 * Applies one movement: the balance changes only if it stays at zero or
 * above (else 030001, and the caller's transaction rolls back), and the
 * ledger row with the balance after is written in the same transaction.
 * Returns the balance after.
 */
export async function move(trx: Db, m: Movement, now = new Date().toISOString()): Promise<number> {
  const updated = isPostgres(trx) ? await moveInOneTrip(trx, m, now) : await moveInTwo(trx, m, now);
  if (!updated) {
    const row = await trx.selectFrom('wallet_accounts').select('balance').where('id', '=', m.walletId).executeTakeFirst();
    throw WalletErrors.insufficient({ wallet: m.label ?? String(m.walletId), balance: formatMinor(Number(row?.balance ?? 0)), needed: formatMinor(-m.amount) });
  }
  const balanceAfter = Number(updated.balance);
  // The player's open pages hear of it once the transaction commits (afterCommit in moneyTransaction).
  notePoke(trx, updated.account_id, 'balance');
  // The metrics count it then too (at once outside afterCommit): services/wallet/movements.ts.
  noteLedgerMovement(trx, { kind: m.kind, currency: updated.currency, wallet: updated.kind === MAIN ? 'main' : 'game', amount: m.amount });
  return balanceAfter;
}

interface Moved {
  balance: number;
  account_id: number;
  currency: string;
  kind: string;
}

/** SQLite's two statements of a movement (db/prepared.ts): every transfer runs them twice. */
const guardedUpdate = prepared((db: Db, a: { walletId: number; amount: number; now: string }) =>
  db
    .updateTable('wallet_accounts')
    .set((eb) => ({ balance: eb('balance', '+', a.amount), updated_at: a.now }))
    .where('id', '=', a.walletId)
    .where((eb) => eb(eb('balance', '+', a.amount), '>=', 0))
    .returning(['balance', 'account_id', 'currency', 'kind']),
);
const ledgerRow = prepared(
  (db: Db, a: { walletId: number; amount: number; balanceAfter: number; kind: string; reference: string; idempotencyKey: string | null; now: string }) =>
    db.insertInto('ledger_entries').values({
      wallet_account_id: a.walletId,
      amount: a.amount,
      balance_after: a.balanceAfter,
      kind: a.kind,
      reference: a.reference,
      idempotency_key: a.idempotencyKey,
      created_at: a.now,
    }),
);

/** SQLite: the guarded balance update, then the ledger row (nothing written when the update refused). */
async function moveInTwo(trx: Db, m: Movement, now: string): Promise<Moved | undefined> {
  const updated = await guardedUpdate.first(trx, { walletId: m.walletId, amount: m.amount, now });
  if (!updated) return undefined;
  await ledgerRow.run(trx, {
    walletId: m.walletId,
    amount: m.amount,
    balanceAfter: Number(updated.balance),
    kind: m.kind,
    reference: m.reference,
    idempotencyKey: m.idempotencyKey ?? null,
    now,
  });
  return updated;
}

/**
 * PostgreSQL: the same update and ledger row in one statement (a data-modifying WITH), one round
 * trip instead of two (issue 22). When the guard refuses, the update returns no row, so no ledger
 * row is inserted and nothing is returned: as in `moveInTwo`.
 */
async function moveInOneTrip(trx: Db, m: Movement, now: string): Promise<Moved | undefined> {
  const result = await sql<Moved>`
    with moved as (
      update wallet_accounts set balance = balance + ${m.amount}::bigint, updated_at = ${now}
      where id = ${m.walletId}::integer and balance + ${m.amount}::bigint >= 0
      returning balance, account_id, currency, kind
    ), entry as (
      insert into ledger_entries (wallet_account_id, amount, balance_after, kind, reference, idempotency_key, created_at)
      select ${m.walletId}::integer, ${m.amount}::bigint, balance, ${m.kind}::varchar, ${m.reference}::varchar, ${m.idempotencyKey ?? null}::varchar, ${now}::varchar from moved
    )
    select balance, account_id, currency, kind from moved`.execute(trx);
  return result.rows[0];
}

/** Balance of a wallet account (0 when it does not exist). */
export async function balanceOf(db: Db, accountId: number, currency: string, kind: string): Promise<number> {
  const row = await db
    .selectFrom('wallet_accounts')
    .select('balance')
    .where('account_id', '=', accountId)
    .where('currency', '=', currency)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { CoreErrors } from '../../domain/errors';
import { WalletErrors } from './errors';
import { moneyTransaction } from './group-commit';

type Db = Kysely<Database>;

/** JSON with object keys sorted, so the same request always hashes the same. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The Idempotency-Key header: 1-128 visible ASCII characters, else 000405. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 128 || !/^[\x21-\x7e]+$/.test(key)) throw CoreErrors.idempotencyKeyMissing();
  return key;
}

export interface IdempotentRequest {
  accountId: number;
  key: string;
  /** The endpoint id: a key is bound to one call. */
  scope: string;
  /** The normalised request (amounts in minor units), hashed. */
  request: unknown;
}

// The three statements of every money call (db/prepared.ts).
const claimKey = prepared((db: Db, a: { accountId: number; key: string; scope: string; hash: string; createdAt: string }) =>
  db
    .insertInto('idempotency_keys')
    .values({ account_id: a.accountId, key: a.key, scope: a.scope, request_hash: a.hash, response: null, created_at: a.createdAt })
    .onConflict((oc) => oc.columns(['account_id', 'key']).doNothing())
    .returning('key'),
);
const claimedKey = prepared((db: Db, a: { accountId: number; key: string }) =>
  db.selectFrom('idempotency_keys').select(['request_hash', 'response']).where('account_id', '=', a.accountId).where('key', '=', a.key),
);
const storeReply = prepared((db: Db, a: { accountId: number; key: string; response: string }) =>
  db.updateTable('idempotency_keys').set({ response: a.response }).where('account_id', '=', a.accountId).where('key', '=', a.key),
);

/**
 * Runs a money-moving request once per (player, key), in one transaction:
 * 1. claims the key (insert; a concurrent claim of the same key waits for
 *    the first transaction and then finds its row);
 * 2. a key already claimed with the same request replays the stored reply
 *    and moves nothing; with another request it is 409 030002;
 * 3. otherwise runs `work` and stores its reply with the claim.
 * A request that fails rolls back with its claim, so a retry runs it again.
 */
export async function idempotent<T>(db: Db, req: IdempotentRequest, work: (trx: Db) => Promise<T>): Promise<T> {
  const hash = createHash('sha256').update(`${req.scope}\n${stableJson(req.request)}`).digest('hex');
  return moneyTransaction(db, async (trx) => {
    const claimed = await claimKey.first(trx, { accountId: req.accountId, key: req.key, scope: req.scope, hash, createdAt: new Date().toISOString() });
    if (!claimed) {
      const row = await claimedKey.first(trx, { accountId: req.accountId, key: req.key });
      // The insert just met this row in the same transaction: a missing one is a bug (500), as before.
      if (!row) throw new Error(`idempotency key of account ${req.accountId} claimed but not found`);
      if (row.request_hash !== hash || row.response === null) throw WalletErrors.keyReused();
      return JSON.parse(row.response) as T;
    }
    const result = await work(trx);
    await storeReply.run(trx, { accountId: req.accountId, key: req.key, response: JSON.stringify(result ?? null) });
    return result;
  });
}

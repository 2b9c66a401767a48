import { randomBytes } from 'node:crypto';
import { convertMinor } from '@site/contract/rules/money';
import type { Kysely } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { freshPer } from '../fresh';
import { WalletErrors } from './errors';
import { idempotent } from './idempotency';
import { MAIN, move, walletAccountIds } from './ledger';
import { formatMinor, mainPerUnit, ratioOf, toMinor } from './money';

type Db = Kysely<Database>;

/** An order number: prefix, UTC date, 10 random hex digits, e.g. TR20250630A1B2C3D4E5. */
export function orderNo(prefix: string, now = new Date()): string {
  return `${prefix}${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Currency and channel codes are reference data: read again at most every 2 s (an operator's change shows then). */
const REFERENCE_FRESH_MS = 2000;
const currencyCodes = freshPer(REFERENCE_FRESH_MS, async (db: Db) => new Set((await db.selectFrom('currencies').select('code').execute()).map((r) => r.code)));
const channelCodes = freshPer(REFERENCE_FRESH_MS, async (db: Db) => new Set((await db.selectFrom('game_channels').select('code').execute()).map((r) => r.code)));

export async function assertCurrency(db: Db, currency: string): Promise<void> {
  if (!(await currencyCodes(db)).has(currency)) throw WalletErrors.currencyUnsupported(currency);
}

export async function channelExists(db: Db, code: string): Promise<boolean> {
  return (await channelCodes(db)).has(code);
}

export interface Leg {
  accountId: number;
  currency: string;
  from: string;
  to: string;
  /** Minor units taken from `from` (its units) and put in `to` (its units). */
  debited: number;
  credited: number;
  reason: 'transfer' | 'autoTransfer' | 'recycle';
  key?: string | null;
}

export interface TransferResult {
  orderNo: string;
  from: string;
  to: string;
  currency: string;
  debited: string;
  credited: string;
  ratio: number;
  fromBalance: string;
  toBalance: string;
}

type TransferRow = { order_no: string; account_id: number; currency: string; from_kind: string; to_kind: string; debited: number; credited: number; reason: string; created_at: string };
/** The transfer's own row, once per transfer (db/prepared.ts). */
const transferRow = prepared((db: Db, r: TransferRow) =>
  db.insertInto('wallet_transfers').values({
    order_no: r.order_no,
    account_id: r.account_id,
    currency: r.currency,
    from_kind: r.from_kind,
    to_kind: r.to_kind,
    debited: r.debited,
    credited: r.credited,
    reason: r.reason,
    created_at: r.created_at,
  }),
);

/** Moves money between two wallets of a player inside `trx`: both ledger rows and the transfer row, atomically. */
export async function moveBetween(trx: Db, leg: Leg): Promise<TransferResult> {
  const now = new Date();
  const at = now.toISOString();
  const no = orderNo('TR', now);
  // Read and locked (PostgreSQL, in id order) in one round trip.
  const [fromId, toId] = (await walletAccountIds(trx, leg.accountId, leg.currency, [leg.from, leg.to], at, { lock: true })) as [number, number];
  const out = leg.reason === 'recycle' ? 'recycleOut' : 'transferOut';
  const into = leg.reason === 'recycle' ? 'recycleIn' : 'transferIn';
  const key = leg.key ?? null;
  const fromBalance = await move(trx, { walletId: fromId, amount: -leg.debited, kind: out, reference: no, idempotencyKey: key, label: leg.from }, at);
  const toBalance = await move(trx, { walletId: toId, amount: leg.credited, kind: into, reference: no, idempotencyKey: key, label: leg.to }, at);
  await transferRow.run(trx, {
    order_no: no,
    account_id: leg.accountId,
    currency: leg.currency,
    from_kind: leg.from,
    to_kind: leg.to,
    debited: leg.debited,
    credited: leg.credited,
    reason: leg.reason,
    created_at: at,
  });
  const channel = leg.from === MAIN ? leg.to : leg.from;
  return {
    orderNo: no,
    from: leg.from,
    to: leg.to,
    currency: leg.currency,
    debited: formatMinor(leg.debited),
    credited: formatMinor(leg.credited),
    ratio: ratioOf(channel),
    fromBalance: formatMinor(fromBalance),
    toBalance: formatMinor(toBalance),
  };
}

/**
 * Main -> game: `mainAmount` main minor units become floor(amount / 5) points
 * on DB (only the part that converts exactly is taken), the same amount elsewhere.
 */
export function intoGame(channel: string, mainAmount: number): { debited: number; credited: number } {
  return convertMinor(mainAmount, ratioOf(channel), 'toGame');
}

export interface TransferInput {
  from: string;
  to: string;
  amount: string;
  currency: string;
}

/** POST /v1/wallet/transfer (extension): main <-> one game wallet, idempotent per key. */
export async function transfer(db: Db, accountId: number, input: TransferInput, key: string): Promise<TransferResult> {
  await assertCurrency(db, input.currency);
  const fromMain = input.from === MAIN;
  if (fromMain === (input.to === MAIN)) throw WalletErrors.walletInvalid();
  const channel = fromMain ? input.to : input.from;
  if (!(await channelExists(db, channel))) throw WalletErrors.walletInvalid();
  const amount = toMinor(input.amount);
  const per = mainPerUnit(channel);
  // The contract's conversion, which the cashier's transfer preview shows from the same ratio.
  const legs = convertMinor(amount, ratioOf(channel), fromMain ? 'toGame' : 'toMain');
  if (legs.credited === 0) throw WalletErrors.tooSmallToConvert(formatMinor(per));
  const request = { from: input.from, to: input.to, amount, currency: input.currency };
  return idempotent(db, { accountId, key, scope: 'wallet.transfer', request }, (trx) =>
    moveBetween(trx, { accountId, currency: input.currency, from: input.from, to: input.to, ...legs, reason: 'transfer', key }),
  );
}

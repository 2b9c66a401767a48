import { STAFF_PLAYER_ERRORS, type Adjustment, type Page } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../../domain/errors';
import { usdtRateText } from '../fund/common';
import { WalletErrors } from '../wallet/errors';
import { moneyTransaction } from '../wallet/group-commit';
import { lockWallets, MAIN, move, walletAccountId } from '../wallet/ledger';
import { formatMinor, toMinor } from '../wallet/money';
import { orderNo } from '../wallet/transfers';
import { writeAudit, type AuditActor } from './audit';
import { playerById } from './players';

type Db = Kysely<Database>;

export const AdjustmentErrors = {
  notFound: () => domainError(STAFF_PLAYER_ERRORS.adjustmentNotFound),
  decided: () => domainError(STAFF_PLAYER_ERRORS.adjustmentDecided),
  sameApprover: () => domainError(STAFF_PLAYER_ERRORS.sameApprover),
};

/**
 * A staff member's credit or debit of a player's main wallet (issue 37), with the operator's own ledger kinds
 * (addCoin / deductCoin, as `npm run ops -- fund credit`). Above the four-eyes line (STAFF_FOUR_EYES_AMOUNT NTD, default 50,000;
 * a USDT amount at the rate in force) nothing moves: the request waits until a different member approves it.
 * The adjustment lives in the append-only audit log: its request row ('player.adjust.request', whose id is the
 * adjustment's) and one decision row naming it, or, below the line, the one row of the movement ('player.adjust').
 */

const DONE = 'player.adjust';
const REQUEST = 'player.adjust.request';
const APPROVE = 'player.adjust.approve';
const REJECT = 'player.adjust.reject';

interface Stored {
  playerId: number;
  account: string;
  currency: string;
  amount: string;
  reason: string;
  reference?: string;
}

/** A decision row's `before`, written and matched byte for byte: the guard against deciding one request twice. */
const pendingMark = (id: number) => JSON.stringify({ adjustment: id, status: 'pending' });
const staffName = (actor: string) => actor.replace(/^staff:/, '');

async function ntdMinor(db: Db, currency: string, minor: number): Promise<number> {
  return currency === 'NTD' ? minor : Math.round(minor * Number(await usdtRateText(db)));
}

/** Moves the money inside `trx`: the main wallet, never below zero (030001 rolls everything back). */
async function moveMoney(trx: Db, s: Stored, now: Date) {
  const signed = toMinor(s.amount.replace(/^-/, '')) * (s.amount.startsWith('-') ? -1 : 1);
  const walletId = await walletAccountId(trx, s.playerId, s.currency, MAIN, now.toISOString());
  await lockWallets(trx, [walletId]);
  const before = Number((await trx.selectFrom('wallet_accounts').select('balance').where('id', '=', walletId).executeTakeFirstOrThrow()).balance);
  const reference = orderNo(signed < 0 ? 'DC' : 'AC', now);
  const after = await move(trx, { walletId, amount: signed, kind: signed < 0 ? 'deductCoin' : 'addCoin', reference, label: MAIN }, now.toISOString());
  return { reference, before: formatMinor(before), after: formatMinor(after) };
}

export interface AdjustInput {
  direction: 'credit' | 'debit';
  currency: string;
  amount: string;
  reason: string;
}

export async function adjustBalance(db: Db, actor: AuditActor, playerId: number, input: AdjustInput, fourEyesNtd: number, now = new Date()): Promise<Adjustment> {
  const account = await playerById(db, playerId);
  const minor = toMinor(input.amount);
  const stored: Stored = { playerId, account: account.username, currency: input.currency, amount: formatMinor(input.direction === 'debit' ? -minor : minor), reason: input.reason.trim() };
  const subject = { subjectType: 'player', subjectId: playerId };
  if ((await ntdMinor(db, input.currency, minor)) > fourEyesNtd * 100) {
    if (input.direction === 'debit') {
      const row = await db.selectFrom('wallet_accounts').select('balance').where('account_id', '=', playerId).where('currency', '=', input.currency).where('kind', '=', MAIN).executeTakeFirst();
      const balance = Number(row?.balance ?? 0);
      if (balance < minor) throw WalletErrors.insufficient({ wallet: MAIN, balance: formatMinor(balance), needed: formatMinor(minor) });
    }
    const id = await moneyTransaction(db, async (trx) => {
      return writeAudit(trx, actor, { action: REQUEST, ...subject, before: null, after: { ...stored, status: 'pending' } }, now);
    });
    return view(id, stored, await actorRow(db, id), null);
  }
  const id = await moneyTransaction(db, async (trx) => {
    const moved = await moveMoney(trx, stored, now);
    return writeAudit(trx, actor, { action: DONE, ...subject, before: { balance: moved.before }, after: { ...stored, reference: moved.reference, balance: moved.after, status: 'done' } }, now);
  });
  return (await adjustmentById(db, id)) ?? view(id, stored, await actorRow(db, id), null);
}

/** A second member approves (the money moves now) or rejects a pending adjustment; its requester can do neither. */
export async function decideAdjustment(db: Db, actor: AuditActor, id: number, d: { approve: boolean; reason?: string | undefined }, now = new Date()): Promise<Adjustment> {
  const request = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
    ? await db.selectFrom('audit_log').selectAll().where('id', '=', id).where('action', '=', REQUEST).executeTakeFirst()
    : undefined;
  if (!request) throw AdjustmentErrors.notFound();
  const stored = JSON.parse(request.after_json ?? '{}') as Stored;
  if ('staffId' in actor && request.staff_id === actor.staffId) throw AdjustmentErrors.sameApprover();
  await moneyTransaction(db, async (trx) => {
    // The wallet's lock first (PostgreSQL): two approvals of one request queue here, and the second sees the first's row.
    await lockWallets(trx, [await walletAccountId(trx, stored.playerId, stored.currency, MAIN, now.toISOString())]);
    const decided = await trx.selectFrom('audit_log').select('id').where('action', 'in', [APPROVE, REJECT]).where('before_json', '=', pendingMark(id)).executeTakeFirst();
    if (decided) throw AdjustmentErrors.decided();
    const subject = { subjectType: 'player', subjectId: stored.playerId };
    const before = JSON.parse(pendingMark(id)) as unknown;
    if (!d.approve) {
      await writeAudit(trx, actor, { action: REJECT, ...subject, before, after: { adjustment: id, status: 'rejected', reason: d.reason ?? null } }, now);
      return;
    }
    const moved = await moveMoney(trx, stored, now);
    await writeAudit(trx, actor, { action: APPROVE, ...subject, before, after: { adjustment: id, status: 'done', reference: moved.reference, balanceBefore: moved.before, balance: moved.after } }, now);
  });
  return (await adjustmentById(db, id)) as Adjustment;
}

async function actorRow(db: Db, id: number) {
  return db.selectFrom('audit_log').select(['actor', 'at']).where('id', '=', id).executeTakeFirstOrThrow();
}

function view(id: number, s: Stored, requested: { actor: string; at: string }, decision: { actor: string; action: string; after_json: string | null } | null): Adjustment {
  const done = decision?.action === APPROVE;
  const reference = done ? ((JSON.parse(decision.after_json ?? '{}') as { reference?: string }).reference ?? null) : (s.reference ?? null);
  return {
    id,
    playerId: s.playerId,
    account: s.account,
    currency: s.currency,
    amount: s.amount,
    reason: s.reason,
    requestedBy: staffName(requested.actor),
    requestedAt: requested.at,
    status: s.reference ? 'done' : decision === null ? 'pending' : done ? 'done' : 'rejected',
    decidedBy: decision ? staffName(decision.actor) : null,
    reference,
  };
}

async function adjustmentsOf(db: Db, ids?: number[], playerId?: number): Promise<Adjustment[]> {
  let q = db.selectFrom('audit_log').selectAll().where('action', 'in', [DONE, REQUEST]);
  if (ids) q = q.where('id', 'in', ids);
  if (playerId !== undefined) q = q.where('subject_type', '=', 'player').where('subject_id', '=', String(playerId));
  const rows = await q.orderBy('id', 'desc').limit(1000).execute();
  if (rows.length === 0) return [];
  const marks = rows.filter((r) => r.action === REQUEST).map((r) => pendingMark(r.id));
  const decisions = marks.length ? await db.selectFrom('audit_log').select(['actor', 'action', 'after_json', 'before_json']).where('action', 'in', [APPROVE, REJECT]).where('before_json', 'in', marks).execute() : [];
  const byMark = new Map(decisions.map((d) => [d.before_json, d]));
  return rows.map((r) => {
    const s = JSON.parse(r.after_json ?? '{}') as Stored;
    return view(r.id, s, r, r.action === REQUEST ? (byMark.get(pendingMark(r.id)) ?? null) : null);
  });
}

async function adjustmentById(db: Db, id: number): Promise<Adjustment | undefined> {
  return (await adjustmentsOf(db, [id]))[0];
}

/** The adjustments, newest first (the latest 1,000), by status and player: 'pending' is the four-eyes queue. */
export async function listAdjustments(db: Db, q: { status?: Adjustment['status'] | undefined; playerId?: number | undefined; page: number; size: number }): Promise<Page<Adjustment>> {
  const all = (await adjustmentsOf(db, undefined, q.playerId)).filter((a) => q.status === undefined || a.status === q.status);
  return { total: all.length, records: all.slice((q.page - 1) * q.size, q.page * q.size) };
}

import {
  LIMIT_COOLING_DAYS,
  LIMIT_PERIODS,
  LOSS_LIMIT_MAX,
  LOSS_LIMIT_MIN,
  MINOR_PER_MAJOR,
  PLAY_SESSION_IDLE_MINUTES,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  type LimitPeriod,
  type LossLimitRefusal,
  type PlayLimits,
} from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PlayLimitsTable } from '../../db/schema-protection-play';
import { formatMinor, toMinor } from '../wallet/money';
import { dueChange, limitFigures, planChange } from './cooling';
import { LIMIT_CURRENCY, lockPlayer } from './limits';
import { periodBounds } from './periods';
import { PlayLimitErrors } from './play-errors';
import { currentPeriod, IDLE_MS, netSince, touchPeriod } from './play-periods';
import { assertRealityAnswered } from './reality';

type Db = Kysely<Database>;
type Row = Selectable<PlayLimitsTable>;
type Kind = 'loss' | 'session';
const SESSION = 'session';
const MINUTE_MS = 60_000;
const iso = (d: Date) => d.toISOString();
const minLoss = LOSS_LIMIT_MIN * MINOR_PER_MAJOR;
const maxLoss = LOSS_LIMIT_MAX * MINOR_PER_MAJOR;

async function history(trx: Db, accountId: number, kind: Kind, period: string, action: string, oldAmount: number | null, newAmount: number | null, effectiveAt: string, now: Date) {
  await trx
    .insertInto('play_limit_history')
    .values({ account_id: accountId, kind, period, action, old_amount: oldAmount, new_amount: newAmount, effective_at: effectiveAt, created_at: iso(now) })
    .execute();
}

const rowsOf = (trx: Db, accountId: number) => trx.selectFrom('play_limits').selectAll().where('account_id', '=', accountId).execute();
const find = (rows: Row[], kind: Kind, period: string) => rows.find((r) => r.kind === kind && r.period === period);
const where = (trx: Db, accountId: number, kind: string, period: string) =>
  trx.updateTable('play_limits').where('account_id', '=', accountId).where('kind', '=', kind).where('period', '=', period);

/** The player's loss and session limits under the player's lock, due pending changes applied (as lockedLimits for deposits). */
async function lockedPlayLimits(trx: Db, accountId: number, now: Date): Promise<Row[]> {
  await lockPlayer(trx, accountId);
  const kept: Row[] = [];
  for (const row of await rowsOf(trx, accountId)) {
    const due = dueChange(row, now);
    if (!due) {
      kept.push(row);
      continue;
    }
    const kind = row.kind as Kind;
    if (due.next === null) {
      await trx.deleteFrom('play_limits').where('account_id', '=', accountId).where('kind', '=', kind).where('period', '=', row.period).execute();
    } else {
      const updated = { amount: due.next, pending_amount: null, pending_effective_at: null, updated_at: due.at };
      await where(trx, accountId, kind, row.period).set(updated).execute();
      kept.push({ ...row, ...updated });
    }
    await history(trx, accountId, kind, row.period, due.action, Number(row.amount), due.next, due.at, now);
  }
  return kept;
}

/**
 * Inside a launch's or a bet's transaction, under the player's lock: refuses (031050-031052) when a
 * loss limit is reached or `stake` (NTD minor units; 0 for a launch) could take the period's net
 * loss past it, (031053) when the running session has lasted the session time limit, and (031054)
 * while its reality check is due and unanswered (reality.ts). Then the launch or bet counts as
 * activity of the play session. Concurrent bets queue on the lock, so
 * together they cannot pass a limit.
 */
export async function guardPlay(trx: Db, accountId: number, now: Date, stake: number): Promise<void> {
  const rows = await lockedPlayLimits(trx, accountId, now);
  // Of several limits refusing, the one with least left; at a tie, the one that resets last.
  let worst: { remaining: number; data: LossLimitRefusal } | null = null;
  for (const period of LIMIT_PERIODS) {
    const row = find(rows, 'loss', period);
    if (!row) continue;
    const limit = Number(row.amount);
    const { start, end } = periodBounds(period, now);
    const lost = Math.max(0, -(await netSince(trx, accountId, start, now)));
    const remaining = Math.max(0, limit - lost);
    const refused = stake === 0 ? remaining === 0 : lost + stake > limit;
    if (refused && (!worst || remaining < worst.remaining || (remaining === worst.remaining && iso(end) > worst.data.resetAt))) {
      worst = { remaining, data: { period, limit: formatMinor(limit), lost: formatMinor(lost), remaining: formatMinor(remaining), resetAt: iso(end) } };
    }
  }
  if (worst) throw PlayLimitErrors.lossLimitReached(worst.data);
  const session = find(rows, 'session', SESSION);
  if (session) {
    const running = await currentPeriod(trx, accountId, now);
    const minutes = Number(session.amount);
    if (running && now.getTime() - Date.parse(running.started_at) >= minutes * MINUTE_MS) {
      const playedMinutes = Math.floor((now.getTime() - Date.parse(running.started_at)) / MINUTE_MS);
      throw PlayLimitErrors.sessionTimeReached({ minutes, playedMinutes, resetAt: iso(new Date(Date.parse(running.last_activity_at) + IDLE_MS)) });
    }
  }
  await assertRealityAnswered(trx, accountId, now); // a due, unanswered reality check (issue 33, 031054)
  await touchPeriod(trx, accountId, now);
}

async function view(trx: Db, accountId: number, rows: Row[], now: Date): Promise<PlayLimits> {
  const limits = [];
  for (const period of LIMIT_PERIODS) {
    const bounds = periodBounds(period, now);
    const lost = Math.max(0, -(await netSince(trx, accountId, bounds.start, now)));
    const { pending, ...figures } = limitFigures(find(rows, 'loss', period), lost, bounds);
    limits.push({ period, ...figures, pending: pending && { value: pending.amount, effectiveAt: pending.effectiveAt }, lost: formatMinor(lost) });
  }
  const session = find(rows, 'session', SESSION);
  const running = await currentPeriod(trx, accountId, now);
  return {
    currency: LIMIT_CURRENCY,
    coolingDays: LIMIT_COOLING_DAYS,
    idleMinutes: PLAY_SESSION_IDLE_MINUTES,
    loss: { minAmount: formatMinor(minLoss), maxAmount: formatMinor(maxLoss), limits },
    session: {
      minMinutes: SESSION_LIMIT_MIN_MINUTES,
      maxMinutes: SESSION_LIMIT_MAX_MINUTES,
      minutes: session ? Number(session.amount) : null,
      pending:
        session?.pending_effective_at != null
          ? { value: session.pending_amount === null ? null : Number(session.pending_amount), effectiveAt: session.pending_effective_at }
          : null,
      startedAt: running?.started_at ?? null,
      playedMinutes: running ? Math.floor((now.getTime() - Date.parse(running.started_at)) / MINUTE_MS) : 0,
    },
  };
}

/** GET: the loss limits and the session time limit in force (due changes applied), pending, lost and left. */
export function playLimits(db: Db, accountId: number, now = new Date()): Promise<PlayLimits> {
  return db.transaction().execute(async (trx) => view(trx, accountId, await lockedPlayLimits(trx, accountId, now), now));
}

/** Sets, lowers, raises or removes one limit by the cooling rule (cooling.ts); refusals change nothing. */
function change(db: Db, accountId: number, kind: Kind, period: string, value: number | null, now: Date): Promise<PlayLimits> {
  return db.transaction().execute(async (trx) => {
    const row = find(await lockedPlayLimits(trx, accountId, now), kind, period);
    const at = iso(now);
    const plan = planChange(row, value, now, PlayLimitErrors);
    const current = row ? Number(row.amount) : null;
    if (plan.action === 'set') {
      await trx
        .insertInto('play_limits')
        .values({ account_id: accountId, kind, period, amount: value ?? 0, pending_amount: null, pending_effective_at: null, created_at: at, updated_at: at })
        .execute();
      await history(trx, accountId, kind, period, 'set', null, value, at, now);
    } else if (plan.action === 'decrease') {
      await where(trx, accountId, kind, period).set({ amount: value ?? 0, pending_amount: null, pending_effective_at: null, updated_at: at }).execute();
      await history(trx, accountId, kind, period, 'decrease', current, value, at, now);
    } else {
      await where(trx, accountId, kind, period).set({ pending_amount: value, pending_effective_at: plan.effectiveAt, updated_at: at }).execute();
      await history(trx, accountId, kind, period, plan.action, current, value, plan.effectiveAt, now);
    }
    return view(trx, accountId, await lockedPlayLimits(trx, accountId, now), now);
  });
}

/** PUT loss limit (amount null removes): 012094 outside LOSS_LIMIT_MIN..MAX. */
export function setLossLimit(db: Db, accountId: number, period: LimitPeriod, amountText: string | null, now = new Date()): Promise<PlayLimits> {
  const amount = amountText === null ? null : toMinor(amountText);
  if (amount !== null && (amount < minLoss || amount > maxLoss)) throw PlayLimitErrors.lossAmountOutOfRange(formatMinor(minLoss), formatMinor(maxLoss));
  return change(db, accountId, 'loss', period, amount, now);
}

/** PUT session time limit (minutes null removes): 012095 outside SESSION_LIMIT_MIN..MAX_MINUTES. */
export function setSessionLimit(db: Db, accountId: number, minutes: number | null, now = new Date()): Promise<PlayLimits> {
  if (minutes !== null && (minutes < SESSION_LIMIT_MIN_MINUTES || minutes > SESSION_LIMIT_MAX_MINUTES)) {
    throw PlayLimitErrors.sessionMinutesOutOfRange(SESSION_LIMIT_MIN_MINUTES, SESSION_LIMIT_MAX_MINUTES);
  }
  return change(db, accountId, 'session', SESSION, minutes, now);
}

/** POST cancel: drops a pending increase or removal; the limit in force stays (012098 when none). */
export function cancelPlayLimit(db: Db, accountId: number, kind: Kind, period: string, now = new Date()): Promise<PlayLimits> {
  return db.transaction().execute(async (trx) => {
    const row = find(await lockedPlayLimits(trx, accountId, now), kind, period);
    if (!row || row.pending_effective_at === null) throw PlayLimitErrors.nothingPending();
    await where(trx, accountId, kind, period).set({ pending_amount: null, pending_effective_at: null, updated_at: iso(now) }).execute();
    await history(trx, accountId, kind, period, 'cancelled', Number(row.amount), row.pending_amount === null ? null : Number(row.pending_amount), iso(now), now);
    return view(trx, accountId, await lockedPlayLimits(trx, accountId, now), now);
  });
}

export const cancelLossLimit = (db: Db, accountId: number, period: LimitPeriod, now = new Date()) => cancelPlayLimit(db, accountId, 'loss', period, now);
export const cancelSessionLimit = (db: Db, accountId: number, now = new Date()) => cancelPlayLimit(db, accountId, 'session', SESSION, now);

import { LIMIT_COOLING_DAYS } from '@site/contract';
import { formatMinor } from '../wallet/money';

/**
 * The rule every player limit follows (issue 20; UKGC RTS 12): a new limit or a decrease applies at
 * once; an increase or a removal waits LIMIT_COOLING_DAYS and may be cancelled before then; the same
 * value over a pending change keeps the limit and drops the change. Decided here once for the
 * deposit limits (limits.ts) and the loss and session time limits (play-limits.ts), which keep
 * their rows in their own tables.
 */
export const COOLING_MS = LIMIT_COOLING_DAYS * 24 * 3_600_000;

/** The part of a limit row the rule reads (amounts as the database returns them). */
export interface CoolingRow {
  amount: number | string;
  pending_amount: number | string | null;
  pending_effective_at: string | null;
}

/** A pending change whose cooling period is over at `now`: what the limit becomes (null = removed) and when that happened. */
export function dueChange(row: CoolingRow, now: Date): { action: 'increased' | 'removed'; next: number | null; at: string } | null {
  if (row.pending_effective_at === null || row.pending_effective_at > now.toISOString()) return null;
  const next = row.pending_amount === null ? null : Number(row.pending_amount);
  return { action: next === null ? 'removed' : 'increased', next, at: row.pending_effective_at };
}

export type LimitPlan =
  /** No limit yet: the new one applies at once. */
  | { action: 'set' }
  /** A lower (or the same, over a pending change) value: at once, any pending change dropped. */
  | { action: 'decrease' }
  /** A higher value or a removal: waits until effectiveAt, replacing any earlier pending change. */
  | { action: 'increaseRequested' | 'removeRequested'; effectiveAt: string };

/** What asking for `value` (null = remove) does to the limit in force (`row`, already brought up to date by dueChange). */
export function planChange(row: CoolingRow | undefined, value: number | null, now: Date, errors: { noLimitToRemove: () => Error; unchanged: () => Error }): LimitPlan {
  if (!row) {
    if (value === null) throw errors.noLimitToRemove();
    return { action: 'set' };
  }
  const current = Number(row.amount);
  if (value !== null && value <= current) {
    if (value === current && row.pending_effective_at === null) throw errors.unchanged();
    return { action: 'decrease' };
  }
  return { action: value === null ? 'removeRequested' : 'increaseRequested', effectiveAt: new Date(now.getTime() + COOLING_MS).toISOString() };
}

/**
 * What a limit screen shows for one period, the same for deposit and loss limits: the limit in force,
 * its pending change, what is left after `used` (never below 0) and the period's bounds.
 */
export function limitFigures(row: CoolingRow | undefined, used: number, bounds: { start: Date; end: Date }) {
  const amount = row ? Number(row.amount) : null;
  return {
    amount: amount === null ? null : formatMinor(amount),
    pending:
      row?.pending_effective_at != null
        ? { amount: row.pending_amount === null ? null : formatMinor(Number(row.pending_amount)), effectiveAt: row.pending_effective_at }
        : null,
    remaining: amount === null ? null : formatMinor(Math.max(0, amount - used)),
    periodStart: bounds.start.toISOString(),
    periodEnd: bounds.end.toISOString(),
  };
}

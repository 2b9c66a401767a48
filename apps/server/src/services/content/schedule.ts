import { STAFF_CONTENT_ERRORS, type ContentState } from '@site/contract';
import { domainError } from '../../domain/errors';
import type { AuditActor } from '../staff/audit';

/** A staff member acting in the back office, for the audit log. */
export type Actor = Extract<AuditActor, { staffId: number }>;

/** Where an item is in its schedule at `now` (ISO UTC): off when disabled, else before, inside or after its window. */
export function scheduleState(enabled: boolean, start: string | null, end: string | null, now: string): ContentState {
  if (!enabled) return 'off';
  if (start !== null && start > now) return 'scheduled';
  if (end !== null && end <= now) return 'ended';
  return 'live';
}

/** The schedule as stored (ISO UTC, milliseconds); 081081 when the end is not after the start. */
export function storedWindow(start: string | null, end: string | null): { start: string | null; end: string | null } {
  const s = start === null ? null : new Date(start).toISOString();
  const e = end === null ? null : new Date(end).toISOString();
  if (s !== null && e !== null && e <= s) throw domainError(STAFF_CONTENT_ERRORS.windowOrder);
  return { start: s, end: e };
}

export const contentNotFound = () => domainError(STAFF_CONTENT_ERRORS.contentNotFound);

/** A count from a `countAll` row (text on PostgreSQL). */
export const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

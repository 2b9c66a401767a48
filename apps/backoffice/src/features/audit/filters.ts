import type { AuditQuery } from '../../api/useAuditLog';

/** The audit page's filters as the address keeps them (?staff=12&player=5&action=staff.&from=2026-11-01&to=2026-11-29&page=2). */
export interface AuditFilters {
  /** '' any, 'ops' the operator commands, else a member's id. */
  staff: string;
  player: string;
  action: string;
  /** Asia/Taipei days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { staff: '', player: '', action: '', from: '', to: '' };
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ID = /^[1-9]\d{0,9}$/;

export function filtersFrom(params: URLSearchParams): AuditFilters {
  return { staff: params.get('staff') ?? '', player: params.get('player') ?? '', action: params.get('action') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
}

export function filtersToParams(filters: AuditFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  if (page > 1) params.set('page', String(page));
  return params;
}

/** A day (YYYY-MM-DD) as the first instant of it, or of the day after (an exclusive end), in server time (+08:00). */
export function dayStart(day: string, next = false): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (next ? 1 : 0)));
  return Number.isNaN(date.getTime()) ? undefined : `${date.toISOString().slice(0, 10)}T00:00:00+08:00`;
}

/** What is wrong with the filters (a field's name), or null: a player id is a positive number, the range does not end before it starts. */
export function invalidFilter(filters: AuditFilters): 'player' | 'to' | null {
  if (filters.player.trim() && !ID.test(filters.player.trim())) return 'player';
  if (filters.from && filters.to && filters.to < filters.from) return 'to';
  return null;
}

/** The staff.audit query of the filters: a member by id or the operator commands by actor, the days as the server's instants. */
export function auditQuery(filters: AuditFilters, page: number, size: number): AuditQuery {
  const query: AuditQuery = { page, size };
  if (filters.staff === 'ops') query.actor = 'ops';
  else if (ID.test(filters.staff)) query.staffId = Number(filters.staff);
  if (ID.test(filters.player.trim())) query.playerId = Number(filters.player.trim());
  if (filters.action.trim()) query.action = filters.action.trim().slice(0, 64);
  const from = dayStart(filters.from);
  const to = dayStart(filters.to, true);
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

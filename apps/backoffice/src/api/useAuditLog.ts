import { staffAudit } from '@site/contract/api/staff';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type AuditQuery = QueryOf<typeof staffAudit> & { page: number; size: number };
export type AuditPage = ResponseOf<typeof staffAudit>;

export function fetchAuditLog(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return backofficeClient.call(staffAudit, { query, signal, quiet: true });
}

export function auditLogQueryOptions(query: AuditQuery) {
  return queryOptions({ queryKey: keys.auditList({ ...query }), queryFn: ({ signal }) => fetchAuditLog(query, signal), placeholderData: keepPreviousData });
}

/** Admin: the audit log, newest first, by staff member, player, action prefix and time range, a page at a time. */
export function useAuditLog(query: AuditQuery) {
  return useQuery(auditLogQueryOptions(query));
}

import { staffReportAgents } from '@site/contract/api/staff-reports';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type ReportAgentsQuery = QueryOf<typeof staffReportAgents>;
export type ReportAgents = ResponseOf<typeof staffReportAgents>;

export function fetchReportAgents(query: ReportAgentsQuery, signal?: AbortSignal): Promise<ReportAgents> {
  return backofficeClient.call(staffReportAgents, { query, signal, quiet: true });
}

export function reportAgentsQueryOptions(query: ReportAgentsQuery) {
  return queryOptions({ queryKey: keys.report('agents', { ...query }), queryFn: ({ signal }) => fetchReportAgents(query, signal), placeholderData: keepPreviousData });
}

/** The report per agent over the range (agent managers too). */
export function useReportAgents(query: ReportAgentsQuery) {
  return useQuery(reportAgentsQueryOptions(query));
}

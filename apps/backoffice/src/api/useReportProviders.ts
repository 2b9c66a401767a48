import { staffReportProviders } from '@site/contract/api/staff-reports';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type ReportProvidersQuery = QueryOf<typeof staffReportProviders>;
export type ReportProviders = ResponseOf<typeof staffReportProviders>;

export function fetchReportProviders(query: ReportProvidersQuery, signal?: AbortSignal): Promise<ReportProviders> {
  return backofficeClient.call(staffReportProviders, { query, signal, quiet: true });
}

export function reportProvidersQueryOptions(query: ReportProvidersQuery) {
  return queryOptions({ queryKey: keys.report('providers', { ...query }), queryFn: ({ signal }) => fetchReportProviders(query, signal), placeholderData: keepPreviousData });
}

/** The report per game provider over the range. */
export function useReportProviders(query: ReportProvidersQuery) {
  return useQuery(reportProvidersQueryOptions(query));
}

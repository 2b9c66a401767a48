import { staffReportRetention } from '@site/contract/api/staff-reports';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type ReportRetentionQuery = QueryOf<typeof staffReportRetention>;
export type ReportRetention = ResponseOf<typeof staffReportRetention>;

export function fetchReportRetention(query: ReportRetentionQuery, signal?: AbortSignal): Promise<ReportRetention> {
  return backofficeClient.call(staffReportRetention, { query, signal, quiet: true });
}

export function reportRetentionQueryOptions(query: ReportRetentionQuery) {
  return queryOptions({ queryKey: keys.report('retention', { ...query }), queryFn: ({ signal }) => fetchReportRetention(query, signal), placeholderData: keepPreviousData });
}

/** The monthly retention cohort of the range. */
export function useReportRetention(query: ReportRetentionQuery) {
  return useQuery(reportRetentionQueryOptions(query));
}

import { staffReportSummary } from '@site/contract/api/staff-reports';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type ReportSummaryQuery = QueryOf<typeof staffReportSummary>;
export type ReportSummary = ResponseOf<typeof staffReportSummary>;

export function fetchReportSummary(query: ReportSummaryQuery, signal?: AbortSignal): Promise<ReportSummary> {
  return backofficeClient.call(staffReportSummary, { query, signal, quiet: true });
}

export function reportSummaryQueryOptions(query: ReportSummaryQuery) {
  return queryOptions({ queryKey: keys.report('summary', { ...query }), queryFn: ({ signal }) => fetchReportSummary(query, signal), placeholderData: keepPreviousData });
}

/** The summary report: every day or month of the range and the total, from the ledger. */
export function useReportSummary(query: ReportSummaryQuery) {
  return useQuery(reportSummaryQueryOptions(query));
}

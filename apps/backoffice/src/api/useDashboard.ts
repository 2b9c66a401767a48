import { staffDashboard } from '@site/contract/api/staff-dashboard';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type Dashboard = ResponseOf<typeof staffDashboard>;

/** How often an open dashboard reads its figures again (the queues' lengths also follow the staff stream when a queue page is open). */
export const DASHBOARD_REFRESH_MS = 30_000;

export function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return backofficeClient.call(staffDashboard, { signal, quiet: true });
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: keys.dashboard(), queryFn: ({ signal }) => fetchDashboard(signal), refetchInterval: DASHBOARD_REFRESH_MS });
}

/** Every member: per brand, today and this month, the ledger's figures, the players' counts and the queues. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}

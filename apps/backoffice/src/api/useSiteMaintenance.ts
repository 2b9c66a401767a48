import { staffSiteMaintenance } from '@site/contract/api/staff-catalogue';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export function fetchSiteMaintenance(signal?: AbortSignal): Promise<ResponseOf<typeof staffSiteMaintenance>> {
  return backofficeClient.call(staffSiteMaintenance, { signal, quiet: true });
}

export function siteMaintenanceQueryOptions() {
  return queryOptions({ queryKey: keys.cataloguePart('maintenance'), queryFn: ({ signal }) => fetchSiteMaintenance(signal) });
}

/** The site's maintenance window and its message. */
export function useSiteMaintenance() {
  return useQuery(siteMaintenanceQueryOptions());
}

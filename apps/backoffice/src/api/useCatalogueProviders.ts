import { staffCatalogueProviders } from '@site/contract/api/staff-catalogue';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export function fetchCatalogueProviders(signal?: AbortSignal): Promise<ResponseOf<typeof staffCatalogueProviders>> {
  return backofficeClient.call(staffCatalogueProviders, { signal, quiet: true });
}

export function catalogueProvidersQueryOptions() {
  return queryOptions({ queryKey: keys.cataloguePart('providers'), queryFn: ({ signal }) => fetchCatalogueProviders(signal) });
}

/** The game providers by type with their number of games (the filters and the maintenance form). */
export function useCatalogueProviders() {
  return useQuery(catalogueProvidersQueryOptions());
}

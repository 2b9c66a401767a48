import { staffCatalogueGames } from '@site/contract/api/staff-catalogue';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type CatalogueGamesQuery = QueryOf<typeof staffCatalogueGames> & { page: number; size: number };

export function fetchCatalogueGames(query: CatalogueGamesQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffCatalogueGames>> {
  return backofficeClient.call(staffCatalogueGames, { query, signal, quiet: true });
}

export function catalogueGamesQueryOptions(query: CatalogueGamesQuery) {
  return queryOptions({ queryKey: keys.cataloguePart('games', { ...query }), queryFn: ({ signal }) => fetchCatalogueGames(query, signal), placeholderData: keepPreviousData });
}

/** Every game of the catalogue (hidden and testing too) in lobby order, by type, provider, status or name. */
export function useCatalogueGames(query: CatalogueGamesQuery) {
  return useQuery(catalogueGamesQueryOptions(query));
}

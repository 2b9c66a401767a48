import type { ApiClient } from '@site/client/client';
import { fundPassbook } from '@site/contract/api/fund';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';

export type PassbookQuery = NonNullable<QueryOf<typeof fundPassbook>>;
export type PassbookPage = ResponseOf<typeof fundPassbook>;

export function fetchPassbook(client: ApiClient, query: PassbookQuery, signal?: AbortSignal): Promise<PassbookPage> {
  return client.call(fundPassbook, { query, signal });
}

/** One page of fund or transaction details; the previous page stays on screen while the next loads (no jump). */
export function passbookQueryOptions(client: ApiClient, query: PassbookQuery) {
  return queryOptions({ queryKey: fundKeys.passbook(query), queryFn: ({ signal }) => fetchPassbook(client, query, signal), placeholderData: keepPreviousData });
}

export function usePassbook(query: PassbookQuery) {
  const { client } = useCashier();
  return useQuery(passbookQueryOptions(client, query));
}

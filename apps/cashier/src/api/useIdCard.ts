import type { ApiClient } from '@site/client/client';
import { accountIdCard, ID_CARD_STATUS, type IdCardState } from '@site/contract/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { LIVE_REFRESH_MS } from './fundKeys';
import { cashierKeys } from './keys';

/** GET /v1/user/idcard: the player's ID verification (0 none, 1 verifying, 2 success, 3 failure with its reason). */
export function fetchIdCard(client: ApiClient, signal?: AbortSignal): Promise<IdCardState> {
  return client.call(accountIdCard, { signal });
}

/** Read again every few seconds while the verification is under review, so the operator's decision shows without a reload. */
export function idCardQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: cashierKeys.idCard(),
    queryFn: ({ signal }) => fetchIdCard(client, signal),
    refetchInterval: (query) => (query.state.data?.status === ID_CARD_STATUS.verifying ? LIVE_REFRESH_MS : false),
  });
}

/** SPEC 5: a bank card is bound only once the ID verification succeeded. */
export function useIdCard() {
  const { client } = useCashier();
  return useQuery(idCardQueryOptions(client));
}

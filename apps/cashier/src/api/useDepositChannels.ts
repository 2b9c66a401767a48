import type { ApiClient } from '@site/client/client';
import { fundDepositChannels } from '@site/contract/api/fund';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys, LIVE_REFRESH_MS } from './fundKeys';

export type DepositChannels = ResponseOf<typeof fundDepositChannels>;

export function fetchDepositChannels(client: ApiClient, currency: string, signal?: AbortSignal): Promise<DepositChannels> {
  return client.call(fundDepositChannels, { query: { currency }, signal });
}

/** An operator's review under way on the card way (the ID or the card): the setup changes without the player. */
const reviewing = (data?: DepositChannels) => data?.setup.bankCard === 'idCardReviewing' || data?.setup.bankCard === 'reviewing';

export function depositChannelsQueryOptions(client: ApiClient, currency: string) {
  return queryOptions({
    queryKey: fundKeys.channels(currency),
    queryFn: ({ signal }) => fetchDepositChannels(client, currency, signal),
    // Read again while a review runs, so an approval ticks the first deposit's checklist by itself.
    refetchInterval: (query) => (reviewing(query.state.data) ? LIVE_REFRESH_MS : false),
  });
}

/** Deposit channels with their limits, VIP levels and readiness, the USDT rate and the first deposit's setup (issue 34). */
export function useDepositChannels() {
  const { client, init } = useCashier();
  return useQuery(depositChannelsQueryOptions(client, init.currency));
}

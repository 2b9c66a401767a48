import { accountAddresses } from '@site/contract/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { addressKeys } from './keys';

/** Quiet: the page shows a failure itself (012026 becomes the bind-phone notice, SPEC 5). */
export function fetchAddresses(signal?: AbortSignal) {
  return call(accountAddresses, { signal, quiet: true });
}

export function addressesQueryOptions() {
  return queryOptions({ queryKey: addressKeys.list(), queryFn: ({ signal }) => fetchAddresses(signal), staleTime: 30_000 });
}

/** GET /v1/user/address: the player's delivery addresses, default first, and the cap (only with a bound phone). */
export function useAddresses(enabled: boolean) {
  return useQuery({ ...addressesQueryOptions(), enabled });
}

import { accountPasskeys } from '@site/contract/api/account-passkeys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { passkeyKeys } from './keys';

/** Quiet: the page shows a failure itself, with a retry. */
export function fetchPasskeys(signal?: AbortSignal) {
  return call(accountPasskeys, { signal, quiet: true });
}

export function passkeysQueryOptions() {
  return queryOptions({ queryKey: passkeyKeys.list(), queryFn: ({ signal }) => fetchPasskeys(signal), staleTime: 15_000 });
}

/** GET /v1/user/passkeys: the player's passkeys, oldest first. */
export function usePasskeys(enabled: boolean) {
  return useQuery({ ...passkeysQueryOptions(), enabled });
}

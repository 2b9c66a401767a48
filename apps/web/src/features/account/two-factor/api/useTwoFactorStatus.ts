import { accountTwoFactorStatus } from '@site/contract/api/account-two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { twoFactorKeys } from './keys';

/** Quiet: the page shows a failure itself, with a retry. */
export function fetchTwoFactorStatus(signal?: AbortSignal) {
  return call(accountTwoFactorStatus, { signal, quiet: true });
}

export function twoFactorStatusQueryOptions() {
  return queryOptions({ queryKey: twoFactorKeys.status(), queryFn: ({ signal }) => fetchTwoFactorStatus(signal), staleTime: 15_000 });
}

/** GET /v1/user/security/twoFactor: on or off, since when, recovery codes left. */
export function useTwoFactorStatus(enabled: boolean) {
  return useQuery({ ...twoFactorStatusQueryOptions(), enabled });
}

import { userWithdrawPasswordIsBinding } from '@site/contract/api/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSessionStore } from '../../../shared/stores/session';
import { accountKeys } from './keys';

/** GET /v1/user/security/withdrawPassword/isBinding: whether a withdrawal password is set. */
export function fetchWithdrawPasswordBound(signal?: AbortSignal): Promise<boolean> {
  return call(userWithdrawPasswordIsBinding, { signal });
}

/**
 * One query for the account's security section and the withdraw gate
 * (SPEC 5; features/wallet loads it through the feature's index), under the
 * session keys so logging out forgets it.
 */
export function withdrawPasswordQuery() {
  return queryOptions({ queryKey: accountKeys.withdrawPassword(), queryFn: ({ signal }) => fetchWithdrawPasswordBound(signal) });
}

export function useWithdrawPasswordBound() {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...withdrawPasswordQuery(), enabled: token !== null, staleTime: 30_000 });
}

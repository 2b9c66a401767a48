import { accountLoginHistory } from '@site/contract/api/account-sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { deviceKeys } from './keys';

/** Quiet: the page shows a failure itself, with a retry. */
export function fetchLoginHistory(signal?: AbortSignal) {
  return call(accountLoginHistory, { signal, quiet: true });
}

export function loginHistoryQueryOptions() {
  return queryOptions({ queryKey: deviceKeys.history(), queryFn: ({ signal }) => fetchLoginHistory(signal), staleTime: 15_000 });
}

/** GET /v1/user/loginHistory: the logins of the last 90 days, refusals too, newest first. */
export function useLoginHistory(enabled: boolean) {
  return useQuery({ ...loginHistoryQueryOptions(), enabled });
}

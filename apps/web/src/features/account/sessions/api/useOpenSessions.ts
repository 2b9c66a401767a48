import { accountSessions } from '@site/contract/api/account-sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../shared/api/call';
import { deviceKeys } from './keys';

/** Quiet: the page shows a failure itself, with a retry. */
export function fetchOpenSessions(signal?: AbortSignal) {
  return call(accountSessions, { signal, quiet: true });
}

export function openSessionsQueryOptions() {
  return queryOptions({ queryKey: deviceKeys.sessions(), queryFn: ({ signal }) => fetchOpenSessions(signal), staleTime: 15_000 });
}

/** GET /v1/user/sessions: the player's open sessions, this one first. */
export function useOpenSessions(enabled: boolean) {
  return useQuery({ ...openSessionsQueryOptions(), enabled });
}

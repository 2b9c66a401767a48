import { userDetailCall } from '@site/contract/api/user';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSessionStore } from '../../../shared/stores/session';
import { accountKeys } from './keys';

export type UserDetail = ResponseOf<typeof userDetailCall>;

/** GET /v1/user/detail: what the my-account screen shows (SPEC 2). */
export function fetchUserDetail(signal?: AbortSignal): Promise<UserDetail> {
  return call(userDetailCall, { signal });
}

export function userDetailQueryOptions() {
  return queryOptions({ queryKey: accountKeys.detail(), queryFn: ({ signal }) => fetchUserDetail(signal), staleTime: 30_000 });
}

export function useUserDetail() {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...userDetailQueryOptions(), enabled: token !== null });
}

import { accountIdCard, type IdCardState } from '@site/contract/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useSessionStore } from '../../../shared/stores/session';
import { accountKeys } from './keys';

export type { IdCardState };

/** GET /v1/user/idcard: the ID verification (none, verifying, success, failure with its reason). */
export function fetchIdCard(signal?: AbortSignal): Promise<IdCardState> {
  return call(accountIdCard, { signal });
}

export function idCardQueryOptions() {
  return queryOptions({ queryKey: accountKeys.idCard(), queryFn: ({ signal }) => fetchIdCard(signal), staleTime: 30_000 });
}

export function useIdCard() {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...idCardQueryOptions(), enabled: token !== null });
}

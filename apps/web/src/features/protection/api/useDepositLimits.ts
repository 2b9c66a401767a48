import { protectionDepositLimits } from '@site/contract/api/protection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { protectionKeys } from './keys';

/** Quiet: the page shows a failure itself, with a retry. */
export function fetchDepositLimits(signal?: AbortSignal) {
  return call(protectionDepositLimits, { signal, quiet: true });
}

export function depositLimitsQueryOptions() {
  return queryOptions({ queryKey: protectionKeys.depositLimits(), queryFn: ({ signal }) => fetchDepositLimits(signal), staleTime: 15_000 });
}

/** GET /v1/protection/deposit-limits: the three limits, what is pending, deposited and left (only with a session). */
export function useDepositLimits(enabled: boolean) {
  return useQuery({ ...depositLimitsQueryOptions(), enabled });
}

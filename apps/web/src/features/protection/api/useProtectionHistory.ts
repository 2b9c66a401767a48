import { protectionHistory } from '@site/contract/api/protection-exclusion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { exclusionKeys } from './exclusion-keys';

/** Quiet: the page shows a failure itself, with a retry. */
export function fetchProtectionHistory(signal?: AbortSignal) {
  return call(protectionHistory, { signal, quiet: true });
}

export function protectionHistoryQueryOptions() {
  return queryOptions({ queryKey: exclusionKeys.history(), queryFn: ({ signal }) => fetchProtectionHistory(signal), staleTime: 15_000 });
}

/** GET /v1/protection/history: limit changes, breaks and play sessions, newest first. */
export function useProtectionHistory(enabled: boolean) {
  return useQuery({ ...protectionHistoryQueryOptions(), enabled });
}

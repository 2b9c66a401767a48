import type { ProtectionStatus } from '@site/contract/api/protection-exclusion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { exclusionKeys } from './exclusion-keys';

/**
 * Quiet: the banner says nothing when the status cannot be read (the server refuses what a break refuses anyway).
 * Entry-safe: the endpoint (zod) loads with the call, since the games, promotions and VIP screens read the status
 * through the feature's index (issue 33).
 */
export async function fetchProtectionStatus(signal?: AbortSignal): Promise<ProtectionStatus> {
  const { protectionStatusGet } = await import('@site/contract/api/protection-exclusion');
  return call(protectionStatusGet, { signal, quiet: true });
}

export function protectionStatusQueryOptions() {
  return queryOptions({ queryKey: exclusionKeys.status(), queryFn: ({ signal }) => fetchProtectionStatus(signal), staleTime: 60_000 });
}

/** GET /v1/protection/status: the running time-out or self-exclusion, and whether the limits offer is due (with a session only). */
export function useProtectionStatus(enabled: boolean) {
  return useQuery({ ...protectionStatusQueryOptions(), enabled });
}

import type { ApiClient } from '@site/client/client';
import { protectionStatusGet, type ProtectionStatus } from '@site/contract/api/protection-exclusion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { cashierKeys } from './keys';

/**
 * GET /v1/protection/status, the same call the host's header banner makes (issue 33): the running time-out or
 * self-exclusion and its end. Quiet: when it cannot be read the page shows its steps, and the server refuses
 * what a break refuses anyway.
 */
export function fetchProtectionStatus(client: ApiClient, signal?: AbortSignal): Promise<ProtectionStatus> {
  return client.call(protectionStatusGet, { signal, quiet: true });
}

export function protectionStatusQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: cashierKeys.protectionStatus(), queryFn: ({ signal }) => fetchProtectionStatus(client, signal) });
}

export function useProtectionStatus() {
  const { client } = useCashier();
  return useQuery(protectionStatusQueryOptions(client));
}

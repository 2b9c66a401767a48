import { protectionRealityCheck, type RealityCheck } from '@site/contract/api/protection-play';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { playKeys } from './playKeys';

/** The reality check as answered, with this device's clock when the answer arrived. */
export interface TimedRealityCheck extends RealityCheck {
  receivedAt: number;
}

/** Quiet: a failure only delays the next check; nothing to tell the player. */
export async function fetchRealityCheck(signal?: AbortSignal): Promise<TimedRealityCheck> {
  const answer = await call(protectionRealityCheck, { signal, quiet: true });
  return { ...answer, receivedAt: Date.now() };
}

export function realityCheckQueryOptions() {
  return queryOptions({ queryKey: playKeys.realityCheck(), queryFn: ({ signal }) => fetchRealityCheck(signal), staleTime: 60_000, refetchInterval: (q) => (q.state.data?.intervalMinutes ? 5 * 60_000 : false) });
}

/** GET /v1/protection/reality-check: the interval and the running play session (only with a session). */
export function useRealityCheck(enabled: boolean) {
  return useQuery({ ...realityCheckQueryOptions(), enabled });
}

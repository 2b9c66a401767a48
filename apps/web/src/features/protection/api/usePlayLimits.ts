import { protectionPlayLimits } from '@site/contract/api/protection-play';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { playKeys } from './playKeys';

/** Quiet: the page shows a failure itself, with a retry. */
export function fetchPlayLimits(signal?: AbortSignal) {
  return call(protectionPlayLimits, { signal, quiet: true });
}

export function playLimitsQueryOptions() {
  return queryOptions({ queryKey: playKeys.playLimits(), queryFn: ({ signal }) => fetchPlayLimits(signal), staleTime: 15_000 });
}

/** GET /v1/protection/play-limits: the loss limits and the session time limit (only with a session). */
export function usePlayLimits(enabled: boolean) {
  return useQuery({ ...playLimitsQueryOptions(), enabled });
}

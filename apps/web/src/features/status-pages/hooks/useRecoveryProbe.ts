import { configProcessData } from '@site/contract/api/config';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** How often the 500 and 503 screens ask the API whether it is back. */
export const RECOVERY_PROBE_MS = 5000;

/**
 * While the 500 or 503 screen is shown, ask a cheap API call now and then: the
 * API client sends the player home on the first successful response (SPEC 8),
 * so the screen recovers by itself once the server or maintenance is over.
 */
export function useRecoveryProbe(): void {
  useQuery({
    queryKey: ['situation', 'recoveryProbe'],
    queryFn: ({ signal }) => call(configProcessData, { signal }),
    refetchInterval: RECOVERY_PROBE_MS,
    refetchIntervalInBackground: false,
    retry: false,
    gcTime: 0,
  });
}

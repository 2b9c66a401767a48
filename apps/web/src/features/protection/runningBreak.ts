import { useMemo } from 'react';
import { useUserInfo } from '../../shared/session/userInfo';
import { useIsLoggedIn } from '../../shared/stores/session';
import { useProtectionStatus } from './api/useProtectionStatus';

/**
 * The protection status as the header's banner asks it: with a session, once the user's data has come from
 * the server in this session (not only the copy kept from the last visit), so a token the server has ended is
 * found by the user-info call alone, with one notice. Every screen that reads the status shares this query.
 */
export function useSessionProtectionStatus() {
  const loggedIn = useIsLoggedIn();
  const info = useUserInfo();
  return useProtectionStatus(loggedIn && info.isFetched && info.isSuccess);
}

/** Which words say a pause: a time-out, a self-exclusion, or a self-exclusion past its date that waits for customer service. */
export type BreakState = 'timeout' | 'exclusion' | 'awaitingEnd';

export interface RunningBreak {
  state: BreakState;
  /** Its end (ISO-8601 UTC); for 'awaitingEnd', the date it reached. */
  until: string;
}

/**
 * Issue 33: the time-out or self-exclusion running now, or null (a visitor, none, or the status not known yet:
 * the server refuses what a break refuses anyway). The games, the promotions and the VIP exchange say with it
 * what is paused and until when, instead of offering the steps.
 */
export function useRunningBreak(): RunningBreak | null {
  const loggedIn = useIsLoggedIn();
  const running = useSessionProtectionStatus().data?.break;
  const state: BreakState | null = loggedIn && running ? (running.awaitingEnd ? 'awaitingEnd' : running.kind) : null;
  const until = running?.until;
  return useMemo(() => (state && until ? { state, until } : null), [state, until]);
}

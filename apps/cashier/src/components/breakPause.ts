import { formatDateTime } from '@site/contract/rules/format';
import { useProtectionStatus } from '../api/useProtectionStatus';

/** Which words say the pause: a time-out, a self-exclusion, or a self-exclusion past its date waiting for customer service. */
export type PauseKey = 'timeout' | 'exclusion' | 'awaitingEnd';

export interface BreakPause {
  key: PauseKey;
  /** The break's end in the site's format (YYYY/MM/DD HH:mm:ss, local time). */
  end: string;
}

/**
 * Issue 33: what a running time-out or self-exclusion pauses on this page, read from the protection status.
 * `pending` while it has not answered; `pause` null without a break, or when the status cannot be read.
 */
export function useBreakPause(): { pending: boolean; pause: BreakPause | null } {
  const status = useProtectionStatus();
  const running = status.data?.break;
  return {
    pending: status.isPending,
    pause: running ? { key: running.awaitingEnd ? 'awaitingEnd' : running.kind, end: formatDateTime(running.until) } : null,
  };
}

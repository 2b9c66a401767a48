import { HEARTBEAT_INTERVAL_MS } from '@site/contract/constants';
import { useEffect } from 'react';
import { useAgentSession } from './store';

/**
 * The agent's heartbeat while an agent page is open, every HEARTBEAT_INTERVAL_MS as the
 * player's (SPEC 4), a beat skipped while the previous one is out. A session that ended is the
 * client's to handle (agent logout to /agent/login); a network failure waits for the next beat.
 */
export function useAgentHeartbeat(beat: () => Promise<unknown>): void {
  const token = useAgentSession((s) => s.token);
  useEffect(() => {
    if (!token) return undefined;
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      beat()
        .catch(() => undefined)
        .finally(() => (running = false));
    }, HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [token, beat]);
}

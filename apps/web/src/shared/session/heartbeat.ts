import { HEARTBEAT_INTERVAL_MS } from '@site/contract/constants';
import { userHeartbeat } from '@site/contract/api/user';
import { isApiError } from '@site/client/errors';
import { call } from '../api/call';
import { useSessionStore } from '../stores/session';
import { browser } from './browser';

let timer: ReturnType<typeof setInterval> | null = null;
let running = false;

/** The site root with the proxy code of the current address kept (SPEC 4). */
export function homeKeepingProxy(search: string = window.location.search): string {
  const proxyCode = new URLSearchParams(search).get('proxyCode');
  return proxyCode ? `/?${new URLSearchParams({ proxyCode }).toString()}` : '/';
}

async function beat(): Promise<void> {
  // Skipped while the previous beat is still out (SPEC 4).
  if (running || !useSessionStore.getState().token) return;
  running = true;
  try {
    await call(userHeartbeat);
  } catch (error) {
    stopHeartbeat();
    // A session that ended (401, 403 001002) has been dealt with by the API client already: the notice, the logout,
    // home, and for an expired one the login popup with the way back (issue 34), which loading the site anew would lose.
    if (isApiError(error) && error.case === 'session') return;
    useSessionStore.getState().logout();
    browser.assign(homeKeepingProxy());
  } finally {
    running = false;
  }
}

/** Starts the 180 s heartbeat; a second start while one runs does nothing. */
export function startHeartbeat(): void {
  if (timer !== null) return;
  timer = setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
}

export function stopHeartbeat(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
  running = false;
}

export function isHeartbeatRunning(): boolean {
  return timer !== null;
}

import { THROTTLE_MS } from '@site/contract/constants';

/**
 * One action per `ms` (SPEC 4/9: recycle, favourites, collect-all: 5 s).
 * take() answers true and starts the window, or false inside a running window.
 */
export function createThrottle(ms: number = THROTTLE_MS) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    take(now: number = Date.now()): boolean {
      if (now - last < ms) return false;
      last = now;
      return true;
    },
    reset(): void {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}

/** Shared by every recycle button of the page. */
export const recycleThrottle = createThrottle();

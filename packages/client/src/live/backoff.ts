export const BACKOFF_FIRST_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

/**
 * The wait before reconnect number `attempt` (0 first): 1 s doubling up to 30 s, with jitter
 * (a random part of the upper half), so tabs that lost the server together do not return together.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

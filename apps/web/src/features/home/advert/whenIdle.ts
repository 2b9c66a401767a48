/**
 * Runs `task` once the browser is next idle (requestIdleCallback; a short timer where there is none, as in
 * Safari), and at the latest after `timeout` ms (short: a busy phone may have no idle moment for long, and
 * the advert should not come seconds late). Returns a cancel (issue 36).
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(task, 50);
  return () => clearTimeout(timer);
}

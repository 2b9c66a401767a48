/**
 * The state of the sections that hydrate when near (issue 36): each marked part's signal, which parts still wait,
 * a click held for each. Apart from whenNear.ts (which reads the markers and releases them, loaded only for a
 * server-rendered page), so that the boundaries the shell renders (the footer's) bring only this into the entry.
 */

/** Each marked part's signal, fulfilled in React's way (status, value) when released: `use` then reads it at once. */
export type Signal = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };
export const pending = new Map<string, Signal>();
/** Marked parts not hydrated yet, and a click held for each. */
export const waiting = new Set<string>();
export const heldClicks = new Map<string, HTMLElement>();

/** Run once every marked part has hydrated (afterSectionsHydrated). */
let whenAllHydrated: Array<() => void> = [];

/**
 * Runs `then` once no marked part waits (at once when none does): an update reaching a part still dehydrated
 * would make React drop its server markup and render it afresh, so a page's own refetch waits for this.
 */
export function afterSectionsHydrated(then: () => void): void {
  if (waiting.size === 0) then();
  else whenAllHydrated.push(then);
}

/** Called by the part's boundary once its content is React's (hydrated, or rendered by the browser): a held click goes on. */
export function markHydrated(id: string): void {
  waiting.delete(id);
  if (waiting.size === 0 && whenAllHydrated.length > 0) {
    const run = whenAllHydrated;
    whenAllHydrated = [];
    // After React's commit, not inside it.
    setTimeout(() => run.forEach((then) => then()), 0);
  }
  const target = heldClicks.get(id);
  heldClicks.delete(id);
  // After React's commit, not inside it.
  if (target) setTimeout(() => target.isConnected && target.click(), 0);
}

/** The signal a marked part waits on while hydrating (fulfilled once released); undefined for a part never marked. */
export function hydrationSignal(id: string): Promise<void> | undefined {
  return pending.get(id);
}

/** Whether a marked part still waits. */
export function isWaiting(id: string): boolean {
  return pending.get(id)?.status === 'pending';
}

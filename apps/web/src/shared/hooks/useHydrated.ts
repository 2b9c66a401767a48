import { useSyncExternalStore } from 'react';

/** The subscription of a value that never changes after hydration (useSyncExternalStore): nothing to listen to. */
export const neverChanges = () => () => {};

/**
 * False while the server renders and while the browser hydrates that markup, true from the render
 * right after (and at once in a page the browser renders itself). For what only the browser knows,
 * such as its time zone: the server's guess would not match and React would report the page broken.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

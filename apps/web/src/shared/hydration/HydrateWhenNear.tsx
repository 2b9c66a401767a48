import { Suspense, use, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { markHydrated, hydrationSignal } from './signals';

const neverChanges = () => () => {};

/**
 * Waits, only while React hydrates the server's markup, until the section marked `data-hydrate-when-near={id}`
 * is released (whenNear.ts). useSyncExternalStore tells hydration (the server snapshot) from a render of the
 * browser's own; suspending keeps the enclosing boundary's server markup as it is, dehydrated, until then.
 */
function WaitUntilNear({ id }: { id: string }) {
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  // `use` only while a marked part hydrates: `use` may be conditional, and a settled promise read on every render made
  // a client render's updates suspend (AppShell's tests, once the footer had a boundary of its own).
  const signal = hydrating ? hydrationSignal(id) : undefined;
  if (signal) use<void>(signal);
  useLayoutEffect(() => markHydrated(id), [id]);
  return null;
}

/**
 * A boundary around a section below the first screen: on a server-rendered page it hydrates when near the
 * viewport, touched, focused or when the page is idle; on a page the browser renders, or after hydration, at once.
 * The marker attribute goes on an element of the server's markup inside (or around) it.
 */
export function HydrateWhenNear({ id, fallback = null, children }: { id: string; fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <WaitUntilNear id={id} />
      {children}
    </Suspense>
  );
}

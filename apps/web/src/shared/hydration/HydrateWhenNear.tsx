import { Suspense, use, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { markHydrated, hydrationSignal } from './whenNear';

const neverChanges = () => () => {};
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

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
  // `use` once in every render, of a settled promise but while a marked part hydrates (React checks the count).
  use<void>((hydrating && hydrationSignal(id)) || READY);
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

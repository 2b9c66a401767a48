/**
 * Selective hydration of what lies below the first screen (issue 36). A server-rendered section marked
 * `data-hydrate-when-near="<id>"` keeps its server markup (painted, styled, links working) until it comes
 * near the viewport, is touched or focused, or the page has been idle a while; only then does React hydrate
 * it. The markers are read here, at the edge, before hydrating (the render never reads the DOM); the
 * section's boundary asks `hydrationSignal(id)` while it hydrates (HydrateWhenNear.tsx).
 */

import { heldClicks, pending, waiting, type Signal } from './signals';

export { afterSectionsHydrated, hydrationSignal, isWaiting, markHydrated } from './signals';

/** How near the viewport a section hydrates: less than a screen, so the first screen hydrates alone. */
export const HYDRATE_MARGIN = '150px 0px';
/** Idle: this long after the markers were read, then in the browser's next idle period (the first screen's work done). */
export const IDLE_AFTER_MS = 4000;
const IDLE_TIMEOUT_MS = 2000;

interface Edge {
  IntersectionObserver?: typeof IntersectionObserver;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/**
 * Reads the page's markers and sets up what releases each: the viewport (one observer for all), a touch,
 * press or focus inside it (so React hydrates it before handling the event), or idleness.
 * Called once before hydrating a server-rendered page; a page the browser renders itself never waits.
 */
export function watchDehydratedSections(doc: Document = document, edge: Edge = window): void {
  const markers = [...doc.querySelectorAll<HTMLElement>('[data-hydrate-when-near]')];
  if (markers.length === 0) return;
  const releases = new Map<string, () => void>();
  const Observer = edge.IntersectionObserver;
  const observer = Observer
    ? new Observer(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) release(entry.target as HTMLElement);
        },
        { rootMargin: HYDRATE_MARGIN },
      )
    : null;
  // On the document, in the capture phase: before React's own listener on the root. A touch, press or focus
  // releases the part at once; a click aimed at a part not hydrated yet is held and given again to the same element
  // once React has hydrated it (markHydrated): React 19 drops such a click instead of replaying it.
  const onInput = (event: Event) => {
    const marker = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-hydrate-when-near]') : null;
    const id = marker?.dataset.hydrateWhenNear;
    if (!marker || !id || !waiting.has(id)) return;
    if (event.type === 'click') {
      event.preventDefault();
      event.stopPropagation();
      heldClicks.set(id, event.target as HTMLElement);
    }
    release(marker);
  };
  const inputs = ['pointerdown', 'mousedown', 'focusin', 'keydown', 'click'] as const;
  for (const type of inputs) doc.addEventListener(type, onInput, true);
  function release(marker: HTMLElement) {
    const id = marker.dataset.hydrateWhenNear ?? '';
    observer?.unobserve(marker);
    const done = releases.get(id);
    releases.delete(id);
    // Fulfilled before resolving: a hydration attempted synchronously now no longer waits.
    const signal = pending.get(id);
    if (signal && done) Object.assign(signal, { status: 'fulfilled', value: undefined });
    done?.();
  }
  for (const marker of markers) {
    const id = marker.dataset.hydrateWhenNear;
    if (!id || pending.has(id)) continue;
    const signal: Signal = new Promise<void>((resolve) => releases.set(id, resolve));
    pending.set(id, Object.assign(signal, { status: 'pending' as const }));
    waiting.add(id);
    if (observer) observer.observe(marker);
  }
  const releaseAll = () => {
    for (const marker of markers) release(marker);
  };
  if (!observer) {
    releaseAll();
    return;
  }
  edge.setTimeout(() => {
    if (edge.requestIdleCallback) edge.requestIdleCallback(releaseAll, { timeout: IDLE_TIMEOUT_MS });
    else releaseAll();
  }, IDLE_AFTER_MS);
}

/**
 * Settles once the page's load event has passed (at once when it has). Work the first screen does not
 * need waits for it (issue 22): the live-update stream, the switch-account check of a login link, and
 * app/afterLoad.ts. Call it from an effect or an event, never while rendering.
 */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => addEventListener('load', () => resolve(), { once: true }));
}

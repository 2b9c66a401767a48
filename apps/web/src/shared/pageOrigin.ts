/**
 * The address the page is served at (`https://host:port`). A render reads it through here, never from
 * `window`: the browser knows it from its location, the server's renderer from the visitor's request
 * (setPageOrigin), so both decide the same (a testing host's games, SPEC 6) and hydration matches.
 */
let current: string | null = null;

export function pageOrigin(): string {
  return current ?? globalThis.location?.origin ?? '';
}

/** The server's renderer: the origin of the visitor's request it renders for. */
export function setPageOrigin(origin: string | null): void {
  current = origin;
}

/** The host name of pageOrigin(), lower case ('' when unknown). */
export function pageHostname(): string {
  try {
    return new URL(pageOrigin()).hostname.toLowerCase();
  } catch {
    return '';
  }
}

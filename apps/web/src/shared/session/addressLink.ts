import { LOGGED_OUT, useSessionStore } from '../stores/session';
import { pageLoaded } from '../utils/pageLoaded';

// Its own module, not the session store's: the exchange (loginLink.ts) goes through the API
// client, which reads the store, so the store importing it made an import circle (issue 18).
// main.tsx imports it and awaits addressLinkTaken before the first render.

const CODE_FRAGMENT = '#code=';

/**
 * A login link (SPEC 4, DESIGN 9, issue 17) carries a one-time code in the fragment, `#code=...`
 * (a fragment never reaches a server or a Referer). It is removed from the address at once, other
 * parameters kept, and exchanged for a new session (shared/session/loginLink.ts): logged out, the
 * first render waits for it (main.tsx awaits `addressLinkTaken`); logged in as someone, the player
 * is asked first (login CSRF), once the page has loaded (issue 22: not first-screen work; the page
 * renders as the current player meanwhile). A bare token in the address (`?token=`, `#token=`, or our
 * server's `#token-refused` mark) no longer logs in: it is dropped and a toast says so.
 */
export function takeAddressLink(): Promise<void> {
  const url = new URL(location.href);
  const code = url.hash.startsWith(CODE_FRAGMENT) ? decodeURIComponent(url.hash.slice(CODE_FRAGMENT.length)) : null;
  const bareToken = url.searchParams.has('token') || url.hash.startsWith('#token=') || url.hash === '#token-refused';
  if (code === null && !bareToken) return Promise.resolve();
  addressHadLink = true;
  url.searchParams.delete('token');
  if (code !== null || url.hash.startsWith('#token')) url.hash = '';
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  if (code !== null && useSessionStore.getState().token !== null) {
    void pageLoaded()
      .then(() => import('./loginLink'))
      .then((m) => m.switchByLoginCode(code))
      .catch(() => undefined);
    return Promise.resolve();
  }
  const link = import('./loginLink');
  if (code === null) return link.then((m) => void m.sayTokenRefused()).catch(() => undefined);
  return link
    .then((m) => m.exchangeLoginCode(code))
    .then((token) => {
      if (token && useSessionStore.getState().token === null) useSessionStore.setState({ ...LOGGED_OUT, token });
    })
    .catch(() => undefined);
}

/**
 * Whether the address carried a login link or a token: the page is then rendered afresh rather than
 * hydrated (main.tsx), since the server rendered it for a visitor at an address that has changed since.
 */
export let addressHadLink = false;

/** Settles once the address's login link (if any) has been dealt with enough to render. */
export const addressLinkTaken: Promise<void> = takeAddressLink();
// A link to the page already open changes only the fragment: no new page load runs the line above.
window.addEventListener('hashchange', () => void takeAddressLink());

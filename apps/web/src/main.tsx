import '@site/ui/tokens.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { appRoutes } from './app/router/appRoutes';
import { preloadRoute } from './app/router/buildRoutes';
import { applyBrand, currentBrand } from './brands';
import { takeAuthRequestAtStart } from './features/auth';
import { applyAppearance } from './shared/hooks';
import { setPageOrigin } from './shared/pageOrigin';
import { startPwa } from './shared/pwa';
import { initI18n } from './shared/i18n';
import { addressHadLink, addressLinkTaken } from './shared/session/addressLink';
import { useSettingsStore } from './shared/stores/settings';
import { pageLoaded } from './shared/utils/pageLoaded';

setPageOrigin(window.location.origin);
// A public page rendered by the server: its settings and data are taken first (a small chunk of its
// own, off the first screen's budget), so that hydrating matches its markup.
const pageState = document.getElementById('ssr-state') && import('./app/ssrState').then((m) => m.takePageState());
applyBrand(currentBrand());
applyAppearance(useSettingsStore.getState().appearance);
// The common strings and the first page (with its strings) load in parallel; on a rendered page, once its
// language is taken from the page (takePageState), so the strings are the page's own from the start.
const strings = Promise.resolve(pageState).then(() => initI18n());
preloadRoute(appRoutes, window.location.pathname);
// An invite link (?tab=register): the register form's code is asked for now and the request taken before the first
// render, not in an effect once the shell has hydrated (pendingRequest.ts). After a login link's exchange, which
// may make the visitor a player (who is not offered the form).
const authRequest = addressLinkTaken.then(() => takeAuthRequestAtStart(new URLSearchParams(window.location.search)));

const root = document.getElementById('root');
// Not in a transition: a transition replays a render suspended on a translation namespace,
// which the translator's conditional `use` does not support (React error 467).
// A login link's code is exchanged first when nobody is logged in, so the page opens as the link's player.
// Hydrating waits for the strings: a language loaded while a page is being hydrated is an update to it, and
// React then throws the server's markup away and renders that part again (a layout shift, a second LCP).
// Hydrating is a transition: React works in slices of a few milliseconds, yielding to the browser between
// them, instead of long tasks (a rendered page's Total Blocking Time); the strings it needs are loaded
// before, so nothing suspends on them. A language chosen while parts are still dehydrated reaches them in
// the markup's language first (Translator.hydratingLanguage), so they hydrate without a mismatch.
if (root)
  void Promise.all([authRequest, pageState, pageState ? strings : undefined]).then(([, hydrate]) =>
    hydrate && !addressHadLink ? startTransition(() => void hydrateRoot(root, <App />)) : createRoot(root).render(<App />),
  );
// The service worker, missing-image warnings and players' own figures (issue 22) load after the page's load event, never in the first screen.
// On a rendered page the app itself starts after the load event (public/hydrate.js): pageLoaded() settles at once then.
// The install prompt's listener too: the browser offers installing only after the page has loaded (issue 36).
void pageLoaded()
  .then(() => {
    startPwa();
    return import('./app/afterLoad');
  })
  .catch(() => undefined);

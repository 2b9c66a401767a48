import { usePopupsStore } from '../../shared/stores/popups';
import { preloadLoginPopup } from './AuthPopupHost';
import { rememberInviterCode } from './inviterCode';

/**
 * `tab=register` on any page asks for the register tab of the login popup
 * (SPEC 2), with an invite link's inviterCode for the form: kept in the popup
 * store as a pending request, which the auth wiring (wiring.ts) opens.
 */
export function rememberAuthRequest(search: URLSearchParams): void {
  // Before the popup opens, so the register form starts with an invite link's code.
  rememberInviterCode(search);
  if (search.get('tab') === 'register') usePopupsStore.getState().setPendingAuth('register');
}

/**
 * The address's request taken when the app starts (main.tsx), before its first render, with the popup's code and
 * strings asked for at once: an invite link's register form then opens as soon as the page takes input, its
 * code fetched beside the page's instead of after it, and never depends on an effect of a hydrated shell (issue
 * 34: it opened 2.7-6.4 s after navigation, and in some visits not at all). QueryParamsEffect reads the address
 * again after each navigation; the popup already open on Register is left as it is (wiring.ts).
 */
export function takeAuthRequestAtStart(search: URLSearchParams, preload: () => void = preloadLoginPopup): void {
  if (search.get('tab') !== 'register') return;
  preload();
  rememberAuthRequest(search);
}

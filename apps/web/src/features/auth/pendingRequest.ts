import { usePopupsStore } from '../../shared/stores/popups';
import { rememberInviterCode } from './inviterCode';

/**
 * `tab=register` on any page asks for the register tab of the login popup
 * (SPEC 2), with an invite link's inviterCode for the form. The popup arrives with the auth issue; until then the request is
 * kept in the popup store for it.
 */
export function rememberAuthRequest(search: URLSearchParams): void {
  // Before the popup opens, so the register form starts with an invite link's code.
  rememberInviterCode(search);
  if (search.get('tab') === 'register') usePopupsStore.getState().setPendingAuth('register');
}

import { usePopupsStore } from '../../shared/stores/popups';

/**
 * `tab=register` on any page asks for the register tab of the login popup
 * (SPEC 2). The popup arrives with the auth issue; until then the request is
 * kept in the popup store for it.
 */
export function rememberAuthRequest(search: URLSearchParams): void {
  if (search.get('tab') === 'register') usePopupsStore.getState().setPendingAuth('register');
}

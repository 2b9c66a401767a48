import { apiEnvironment } from '../api/environment';
import { dispatchLine } from './line';

const ACCOUNT_PATH = '/mine/account';

/**
 * A redirect carrying `stateToken` (SPEC 4): action 0 logs in or registers
 * with the token and 1 makes the second login call, both through the handler
 * the auth feature registered; anything else goes to Account. The two
 * parameters leave the address at once so a reload does not repeat it.
 * Returns false when the address has no state token.
 */
export function handleStateTokenRedirect(href: string = window.location.href): boolean {
  const url = new URL(href, 'http://localhost');
  const stateToken = url.searchParams.get('stateToken');
  if (!stateToken) return false;
  const action = url.searchParams.get('action');
  url.searchParams.delete('stateToken');
  url.searchParams.delete('action');
  const rest = url.pathname + url.search + url.hash;
  if (action === '0' || action === '1') {
    if (typeof window !== 'undefined' && href === window.location.href) window.history.replaceState(window.history.state, '', rest);
    dispatchLine(stateToken, action === '0' ? 0 : 1);
  } else {
    apiEnvironment().navigate(ACCOUNT_PATH);
  }
  return true;
}

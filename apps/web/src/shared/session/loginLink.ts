import { loginCodeExchange } from '@site/contract/api/login-link';
import { userLogout } from '@site/contract/api/user';
import { CORE_ERROR_CODES } from '@site/contract/codes/core';
import { SUCCESS_CODE } from '@site/contract/error-codes';
import { showToast } from '@site/ui/toast-api';
import { rawRequest } from '../api/request';
import { i18n, loadNamespaces } from '../i18n/i18n';
import { askToSwitchAccount } from './switchAccount';

/**
 * A login link (issue 17, DESIGN 9): the address carries `#code=<one-time code>`, never a token.
 * The code is exchanged once (POST /v1/user/loginCode/exchange, a raw request outside SPEC 8's
 * session rules, so a dead code cannot end the current session) for a NEW session of the link's
 * account. Loaded only when the address has a link (addressLink.ts `takeAddressLink`).
 */

async function toast(key: 'invalid' | 'tokenRefused', serverText?: unknown): Promise<void> {
  await loadNamespaces('shell');
  showToast(typeof serverText === 'string' && serverText ? serverText : i18n.getFixedT('shell')(`loginLink.${key}`), { kind: 'error' });
}

/** The new session's token, or null (a toast says the link has expired or was used). */
export async function exchangeLoginCode(code: string): Promise<string | null> {
  const reply = await rawRequest(loginCodeExchange, { body: { code } }).catch(() => null);
  const parsed = reply?.status === 200 && reply.json.code === SUCCESS_CODE ? loginCodeExchange.response.safeParse(reply.json.data) : null;
  if (parsed?.success) return parsed.data.token;
  // The catalogue's text (012082, or why the account cannot log in); ours for a malformed code (000400).
  await toast('invalid', reply?.json.code === CORE_ERROR_CODES.badRequest ? undefined : reply?.json.msg);
  return null;
}

/** A link opened while another player is logged in: the link's session is made, then the player chooses; keeping ends it again. */
export async function switchByLoginCode(code: string): Promise<void> {
  const token = await exchangeLoginCode(code);
  if (token === null) return;
  if (!(await askToSwitchAccount(token))) await rawRequest(userLogout, { headers: { token } }).catch(() => null);
}

/** `?token=` / `#token=` (the old link, or our server's `#token-refused` mark): nobody is logged in by it. */
export async function sayTokenRefused(): Promise<void> {
  await toast('tokenRefused');
}

import { LOGIN_ERROR_CODES } from '@site/contract/codes/login';
import { isApiError } from '@site/client/errors';
import { usePopupsStore } from '../stores/popups';

// The types live here, not in line.ts: line.ts loads this module on demand, and this module
// importing line.ts back made an import circle (issue 18).

/** action 0 (login or register with the token) and 1 (second login call) of a LINE redirect. */
export type LineAction = 0 | 1;
export type LineHandler = (stateToken: string, action: LineAction) => Promise<void> | void;

/** Runs a LINE handler; error 012060 (invalid state token) opens the login popup (SPEC 4). */
export async function runLine(handler: LineHandler, stateToken: string, action: LineAction): Promise<void> {
  try {
    await handler(stateToken, action);
  } catch (error) {
    if (isApiError(error) && error.response?.code === LOGIN_ERROR_CODES.secondLoginFailed) usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' });
  }
}

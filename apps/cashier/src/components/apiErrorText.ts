import { isApiError } from '@site/client/errors';
import type { TFunction } from '@site/client/translator';

/**
 * The words for a failed form call shown inline (role="alert"): the error
 * catalogue's text when the server's code is catalogued, the network or
 * timeout wording, else a generic line. Session and maintenance failures
 * return null: the client already told the host (tokenInvalid, maintenance).
 * `t` must have the `fund` namespace loaded (it holds error.generic).
 */
export function apiErrorText(error: unknown, t: TFunction): string | null {
  if (isApiError(error)) {
    if (error.case === 'session' || error.case === 'maintenance' || error.case === 'aborted') return null;
    if (error.text) return error.text;
    if (error.case === 'network' || error.case === 'timeout') return t(`common:errors.${error.case}`);
  }
  return t('fund:error.generic');
}

/** The server's code of a failed call (e.g. FUND_ERROR_CODES.bankCardPending), or null. */
export function apiErrorCode(error: unknown): string | null {
  return isApiError(error) ? (error.response?.code ?? null) : null;
}

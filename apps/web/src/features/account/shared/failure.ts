import { ACCOUNT_ERROR_CODES } from '@site/contract/api/account';
import { errorCode, FORM_FAILURE_WORDS } from '../../../shared/forms/errors';
import { apiErrorText } from '@site/client/errors';

export { ACCOUNT_ERROR_CODES };

/**
 * Where a failed call's message goes (the calls are quiet: no toast): the
 * catalogue's words (SPEC 8) at the field its code belongs to, else returned
 * for the form's own message. Null when the API client handled it (session,
 * maintenance) or nothing is to be said.
 */
export function placeFailure<K extends string>(error: unknown, fields: Readonly<Record<string, K>>, setError: (name: K, message: string) => void): string | null {
  const message = apiErrorText(error, FORM_FAILURE_WORDS);
  if (!message) return null;
  const field = fields[errorCode(error) ?? ''];
  if (field) {
    setError(field, message);
    return null;
  }
  return message;
}

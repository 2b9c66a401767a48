import { ACCOUNT_ERROR_CODES } from '@site/contract/api/account';
import { errorCode, FORM_FAILURE_WORDS } from '../../../shared/forms/errors';
import { apiErrorText } from '@site/client/errors';

/** The 012xxx codes of the account calls a dialog puts at a field (apps/server services/accounts/errors.ts). */
export const USER_CODES = {
  codeInvalid: '012006',
  phoneTaken: '012008',
  phoneInvalid: '012009',
  countryBlocked: '012010',
  oldPasswordWrong: '012018',
  samePassword: '012019',
  nicknameOnce: '012022',
  birthdayFixed: '012023',
  phoneRequired: '012026',
  phoneAlreadyBound: '012027',
  sameNickname: '012034',
} as const;

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

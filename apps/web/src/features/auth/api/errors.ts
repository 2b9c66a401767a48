import { FORM_ERRORS } from '../../../shared/forms/errors';

export { dataText, errorCode, errorData, serverMessage } from '../../../shared/forms/errors';

/** Error codes of the auth calls with their own handling (server catalogue 012xxx, SPEC 8). */
export const AUTH_ERRORS = {
  ...FORM_ERRORS,
  captchaFailed: '012004',
  captchaRequired: '012005',
  phoneNotRegistered: '012007',
  needsPhoneVerification: '012011',
  usernameTaken: '012003',
  telephoneStateInvalid: '012015',
  stateTokenInvalid: '012060',
  lineNotRegistered: '012061',
} as const;

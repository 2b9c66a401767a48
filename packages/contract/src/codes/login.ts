/** Login errors with their own handling (SPEC 4, 8); the other 012xxx codes are USER_ERROR_CODES. */
export const LOGIN_ERROR_CODES = {
  /**
   * Login needs phone verification (request type 4); data { countryCode, telephone, uuid, language, currency }
   * with the telephone masked (0911***333): the code and loginByMobile name the number by the uuid (issue 33).
   */
  needsPhoneVerification: '012011',
  /** Phone not registered: switch to the register tab with a draft. */
  phoneNotRegistered: '012007',
  /** State-token second login failed: open the login popup. */
  secondLoginFailed: '012060',
} as const;

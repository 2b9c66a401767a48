/**
 * The accounts area's codes (012xxx): login, registration, codes, passwords, profile, LINE (the server's
 * catalogue-user.ts describes each in three languages). 012007, 012011 and 012060 are LOGIN_ERROR_CODES,
 * 012070-012071 LINK_ERROR_CODES, 012080-012082 LOGIN_GUARD_ERROR_CODES.
 */
export const USER_ERROR_CODES = {
  wrongPassword: '012001',
  /** 429: too many wrong passwords; data { retryAfterSeconds }. */
  lockedOut: '012002',
  usernameTaken: '012003',
  captchaFailed: '012004',
  captchaRequired: '012005',
  /** The SMS code is wrong or has expired. */
  codeInvalid: '012006',
  /** The phone number is bound to another account. */
  phoneTaken: '012008',
  phoneInvalid: '012009',
  /** Numbers of this country or region cannot be used (SPEC's text). */
  countryBlocked: '012010',
  /** 429: a code was sent less than the countdown ago; data { seconds }. */
  sendTooSoon: '012012',
  numberHourlyLimit: '012013',
  deviceHourlyLimit: '012014',
  /** Registration step 2: the phone proof of step 1 is no longer valid. */
  telephoneStateInvalid: '012015',
  proxyInvalid: '012016',
  oldPasswordWrong: '012018',
  samePassword: '012019',
  accountPhoneMismatch: '012020',
  /** Forgot password: the reset has expired. */
  resetExpired: '012021',
  nicknameOnce: '012022',
  birthdayFixed: '012023',
  withdrawPasswordSet: '012024',
  withdrawPasswordMissing: '012025',
  /** A withdrawal password being set is a run or a repeat of digits (issue 34; the contract's isTrivialWithdrawPassword). */
  withdrawPasswordTrivial: '012038',
  /** The call needs a bound phone first. */
  phoneRequired: '012026',
  phoneAlreadyBound: '012027',
  captchaTooMany: '012028',
  voiceUnsupported: '012029',
  avatarInvalid: '012030',
  lineTaken: '012031',
  lineAlreadyBound: '012032',
  redirectInvalid: '012033',
  sameNickname: '012034',
  lineUnavailable: '012035',
  codeAttemptsExceeded: '012036',
  /** 429: too many codes for one client address. */
  addressLimit: '012037',
  /** LINE login of an unknown LINE account; data { stateToken, displayName, lineId }. */
  lineNotRegistered: '012061',
} as const;

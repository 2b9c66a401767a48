/** Session codes (001xxx): every one ends the session (SPEC 8; error-codes.ts SESSION_ERROR_KEYS). */
export const SESSION_ERROR_CODES = {
  /** 401: no token: please log in first. */
  tokenMissing: '001001',
  /** 401: the token is not valid; with 403 the same code means the account is disabled (SPEC 8). */
  tokenInvalid: '001002',
  /** 401: the session has expired. */
  tokenExpired: '001003',
  /** 401: the session was ended (logout, password change). */
  tokenRevoked: '001004',
  /** 401: the account logged in on another device. */
  loggedInElsewhere: '001005',
  /**
   * 401: the session was ended because the password was changed or reset (on another device, or
   * by the forgot-password flow): said as such, not as a plain logout (issue 19). Not one of SPEC 8's
   * listed codes; a session code like them (shown once per run, then logout).
   */
  passwordChanged: '001006',
} as const;

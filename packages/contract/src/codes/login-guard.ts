/** Login guards and login links (issue 17; 012080-012089). */
export const LOGIN_GUARD_ERROR_CODES = {
  /** The account had too many wrong passwords from anywhere: its logins need a captcha for a while. */
  accountCaptchaRequired: '012080',
  /** Too many wrong current passwords through a logged-in session: the account's sessions ended (401). */
  passwordGuessingLoggedOut: '012081',
  /** A login code that is wrong, expired, used, or whose minting session ended. */
  loginCodeInvalid: '012082',
} as const;

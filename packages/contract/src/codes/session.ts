import { codesOf, declareErrors } from './declare';

/** Session codes (001xxx): every one ends the session (SPEC 8; error-codes.ts SESSION_ERROR_KEYS). */
export const SESSION_ERRORS = /* @__PURE__ */ declareErrors({
  /** 401: no token: please log in first. */
  tokenMissing: {
    code: '001001', status: 401, showType: 2,
    tw: '請先登入',
    en: 'Please log in first',
    th: 'กรุณาเข้าสู่ระบบก่อน',
  },
  /** 401: the token is not valid; with 403 the same code means the account is disabled (SPEC 8). */
  tokenInvalid: {
    code: '001002', status: 401, showType: 2,
    tw: '登入狀態無效，請重新登入',
    en: 'Your session is not valid, please log in again',
    th: 'เซสชันไม่ถูกต้อง กรุณาเข้าสู่ระบบใหม่',
  },
  /** 403 with the session's 001002: the account is disabled (SPEC 8). */
  accountBlocked: {
    code: '001002', status: 403, showType: 2,
    tw: '您的帳號已被停用，如有疑問，請聯繫客服。',
    en: 'Your account has been disabled. If you have any questions, please contact customer service.',
    th: 'บัญชีของคุณถูกระงับ หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  /** 401: the session has expired. */
  tokenExpired: {
    code: '001003', status: 401, showType: 2,
    tw: '登入已逾時，請重新登入',
    en: 'Your session has expired, please log in again',
    th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่',
  },
  /** 401: the session was ended (logout, password change). */
  tokenRevoked: {
    code: '001004', status: 401, showType: 2,
    tw: '您已登出，請重新登入',
    en: 'You have been logged out, please log in again',
    th: 'คุณออกจากระบบแล้ว กรุณาเข้าสู่ระบบใหม่',
  },
  /** 401: the account logged in on another device. */
  loggedInElsewhere: {
    code: '001005', status: 401, showType: 2,
    tw: '您的帳號已在其他裝置登入',
    en: 'Your account has been logged in on another device',
    th: 'บัญชีของคุณเข้าสู่ระบบจากอุปกรณ์อื่นแล้ว',
  },
  /**
   * 401: the session was ended because the password was changed or reset (on another device, or
   * by the forgot-password flow): said as such, not as a plain logout (issue 19). Not one of SPEC 8's
   * listed codes; a session code like them (shown once per run, then logout).
   */
  passwordChanged: {
    code: '001006', status: 401, showType: 2,
    tw: '您的密碼已變更，此裝置已登出，請使用新密碼重新登入',
    en: 'Your password was changed, so this device has been logged out. Please log in again with the new password',
    th: 'รหัสผ่านของคุณถูกเปลี่ยนแล้ว อุปกรณ์นี้จึงออกจากระบบ กรุณาเข้าสู่ระบบใหม่ด้วยรหัสผ่านใหม่',
  },
});
export const SESSION_ERROR_CODES = /* @__PURE__ */ codesOf(SESSION_ERRORS);

import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of issue 17's login guards and one-time login
// links (012080-012089).

/** Login guards and login links (issue 17; 012080-012089). */
export const LOGIN_GUARD_ERRORS = /* @__PURE__ */ declareErrors({
  /** The account had too many wrong passwords from anywhere: its logins need a captcha for a while. */
  accountCaptchaRequired: {
    code: '012080', status: 400, showType: 0,
    tw: '此帳號近期密碼錯誤次數過多，請完成圖形驗證後再登入',
    en: 'This account had too many wrong passwords recently: please complete the captcha to log in',
    th: 'บัญชีนี้มีการป้อนรหัสผ่านผิดหลายครั้งเมื่อเร็วๆ นี้ กรุณายืนยันรหัสภาพเพื่อเข้าสู่ระบบ',
  },
  /** Too many wrong current passwords through a logged-in session: the account's sessions ended (401). */
  passwordGuessingLoggedOut: {
    code: '012081', status: 401, showType: 2,
    tw: '密碼錯誤次數過多，已登出，請重新登入',
    en: 'Too many wrong passwords: you have been logged out, please log in again',
    th: 'ป้อนรหัสผ่านผิดหลายครั้งเกินไป ระบบได้ออกจากระบบแล้ว กรุณาเข้าสู่ระบบใหม่',
  },
  /** A login code that is wrong, expired, used, or whose minting session ended. */
  loginCodeInvalid: {
    code: '012082', status: 400,
    tw: '登入連結已失效，請重新登入',
    en: 'This login link has expired or was already used, please log in',
    th: 'ลิงก์เข้าสู่ระบบหมดอายุหรือถูกใช้แล้ว กรุณาเข้าสู่ระบบ',
  },
});
export const LOGIN_GUARD_ERROR_CODES = /* @__PURE__ */ codesOf(LOGIN_GUARD_ERRORS);

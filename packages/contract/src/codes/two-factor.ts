import { codesOf, declareErrors } from './declare';

/**
 * Two-factor login by an authenticator app for players (issue 39; 013040-013059). The lock's words are the other
 * secrets' (the withdrawal password's 031030, the staff login's 081003): "錯誤次數過多 … 已暫時鎖定".
 */
export const TWO_FACTOR_ERRORS = /* @__PURE__ */ declareErrors({
  /** The password was right, but this device is new and two-factor is on; data { ticket, expiresAt }: the code step sends the ticket back. */
  codeRequired: {
    code: '013040', status: 400, showType: 0,
    tw: '請輸入驗證器代碼以完成登入',
    en: 'Enter the code from your authenticator app to finish logging in',
    th: 'กรุณาใส่รหัสจากแอปยืนยันตัวตนเพื่อเข้าสู่ระบบให้เสร็จสิ้น',
  },
  /** A wrong, used or old authenticator code or recovery code; data { remainingAttempts }. */
  codeWrong: {
    code: '013041', status: 400,
    tw: '驗證器代碼錯誤',
    en: 'The authenticator code is wrong',
    th: 'รหัสจากแอปยืนยันตัวตนไม่ถูกต้อง',
  },
  /** 5 wrong codes in a row: two-factor checks (and so the login and the actions that need them) are locked; data { lockedUntil, minutes }. */
  locked: {
    code: '013042', status: 423, showType: 2,
    tw: '驗證器代碼錯誤次數過多，已暫時鎖定，請稍後再試',
    en: 'Too many wrong authenticator codes: locked for now, please try again later',
    th: 'ใส่รหัสจากแอปยืนยันตัวตนผิดหลายครั้งเกินไป ถูกระงับชั่วคราว กรุณาลองใหม่ภายหลัง',
  },
  /** The login step's ticket is unknown, used or older than 5 minutes: log in with the password again. */
  ticketInvalid: {
    code: '013043', status: 400,
    tw: '登入逾時，請重新輸入帳號密碼',
    en: 'The login timed out, please enter your name and password again',
    th: 'การเข้าสู่ระบบหมดเวลา กรุณาใส่ชื่อผู้ใช้และรหัสผ่านอีกครั้ง',
  },
  /** 409: two-factor is already on (turn it off first to enrol another app). */
  alreadyOn: {
    code: '013044', status: 409,
    tw: '兩步驟驗證已開啟',
    en: 'Two-factor login is already on',
    th: 'เปิดการยืนยันตัวตนสองขั้นตอนอยู่แล้ว',
  },
  /** 409: no enrolment under way to confirm (begin first), or two-factor is off (nothing to turn off). */
  notOn: {
    code: '013045', status: 409,
    tw: '兩步驟驗證未開啟，請重新設定',
    en: 'Two-factor login is not on: please set it up again',
    th: 'ยังไม่ได้เปิดการยืนยันตัวตนสองขั้นตอน กรุณาตั้งค่าใหม่',
  },
  /** An action that moves money or changes security came without a code while two-factor is on. */
  codeMissing: {
    code: '013046', status: 400,
    tw: '請輸入驗證器代碼',
    en: 'Please enter the code from your authenticator app',
    th: 'กรุณาใส่รหัสจากแอปยืนยันตัวตน',
  },
});
export const TWO_FACTOR_ERROR_CODES = /* @__PURE__ */ codesOf(TWO_FACTOR_ERRORS);

import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of the accounts issue (012xxx). 012007, 012011
// and 012060 keep the meanings SPEC 8 gives them; 012010's zh-TW text is SPEC's word for word.

/** Login errors with their own handling (SPEC 4, 8); the other 012xxx codes are USER_ERROR_CODES. */
export const LOGIN_ERRORS = /* @__PURE__ */ declareErrors({
  /**
   * Login needs phone verification (request type 4); data { countryCode, telephone, uuid, language, currency }
   * with the telephone masked (0911***333): the code and loginByMobile name the number by the uuid (issue 33).
   */
  needsPhoneVerification: {
    code: '012011', status: 400, showType: 0,
    tw: '為了您的帳號安全，請先完成手機驗證',
    en: 'For the safety of your account, please verify your phone number first',
    th: 'เพื่อความปลอดภัยของบัญชี กรุณายืนยันหมายเลขโทรศัพท์ก่อน',
  },
  /** Phone not registered: switch to the register tab with a draft. */
  phoneNotRegistered: {
    code: '012007', status: 400,
    tw: '該手機號尚未註冊，請先完成註冊',
    en: 'This phone number is not registered yet, please register first',
    th: 'หมายเลขโทรศัพท์นี้ยังไม่ได้ลงทะเบียน กรุณาลงทะเบียนก่อน',
  },
  /** State-token second login failed: open the login popup. */
  secondLoginFailed: {
    code: '012060', status: 400,
    tw: 'LINE 授權已失效，請重新登入',
    en: 'The LINE authorisation has expired, please log in again',
    th: 'การอนุญาต LINE หมดอายุ กรุณาเข้าสู่ระบบใหม่',
  },
});
export const LOGIN_ERROR_CODES = /* @__PURE__ */ codesOf(LOGIN_ERRORS);

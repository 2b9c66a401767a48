import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of the accounts issue (012xxx). 012007, 012011
// and 012060 keep the meanings SPEC 8 gives them; 012010's zh-TW text is SPEC's word for word.

/**
 * The accounts area's codes (012xxx): login, registration, codes, passwords, profile, LINE (each declared
 * here with its status and texts). 012007, 012011 and 012060 are LOGIN_ERROR_CODES,
 * 012070-012071 LINK_ERROR_CODES, 012080-012082 LOGIN_GUARD_ERROR_CODES.
 */
export const USER_ERRORS = /* @__PURE__ */ declareErrors({
  wrongPassword: {
    code: '012001', status: 400,
    tw: '帳號或密碼錯誤',
    en: 'Wrong account or password',
    th: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง',
  },
  /** 429: too many wrong passwords; data { retryAfterSeconds }. */
  lockedOut: {
    code: '012002', status: 429, showType: 2,
    tw: '密碼錯誤次數過多，帳號已暫時鎖定，請15分鐘後再試',
    en: 'Too many wrong passwords: the account is locked for 15 minutes, please try again later',
    th: 'ป้อนรหัสผ่านผิดหลายครั้งเกินไป บัญชีถูกล็อกชั่วคราว กรุณาลองใหม่ใน 15 นาที',
  },
  usernameTaken: {
    code: '012003', status: 400,
    tw: '該帳號已被註冊',
    en: 'This account name is already taken',
    th: 'ชื่อบัญชีนี้ถูกใช้แล้ว',
  },
  captchaFailed: {
    code: '012004', status: 400,
    tw: '圖形驗證碼錯誤或已失效，請重新驗證',
    en: 'The captcha is wrong or has expired, please try again',
    th: 'รหัสยืนยันภาพไม่ถูกต้องหรือหมดอายุ กรุณาลองใหม่',
  },
  captchaRequired: {
    code: '012005', status: 400,
    tw: '請先完成圖形驗證',
    en: 'Please complete the captcha first',
    th: 'กรุณายืนยันรหัสภาพก่อน',
  },
  /** The SMS code is wrong or has expired. */
  codeInvalid: {
    code: '012006', status: 400,
    tw: '驗證碼錯誤或已失效',
    en: 'The verification code is wrong or has expired',
    th: 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุ',
  },
  /** The phone number is bound to another account. */
  phoneTaken: {
    code: '012008', status: 400,
    tw: '該手機號碼已被綁定',
    en: 'This phone number is already bound to an account',
    th: 'หมายเลขโทรศัพท์นี้ถูกผูกกับบัญชีอื่นแล้ว',
  },
  phoneInvalid: {
    code: '012009', status: 400,
    tw: '請輸入有效的手機號碼',
    en: 'Please enter a valid phone number',
    th: 'กรุณาป้อนหมายเลขโทรศัพท์ที่ถูกต้อง',
  },
  /** Numbers of this country or region cannot be used (SPEC's text). */
  countryBlocked: {
    code: '012010', status: 400,
    tw: '您暫時無法使用該國家或地區的手機號碼。如有疑問，請聯繫客服。',
    en: 'Phone numbers of this country or region cannot be used for now. If you have any questions, please contact customer service.',
    th: 'ขณะนี้ไม่สามารถใช้หมายเลขโทรศัพท์ของประเทศหรือภูมิภาคนี้ได้ หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  /** 429: a code was sent less than the countdown ago; data { seconds }. */
  sendTooSoon: {
    code: '012012', status: 429,
    tw: '驗證碼發送過於頻繁，請稍後嘗試重新獲取',
    en: 'Codes are being sent too often, please try again in a moment',
    th: 'ส่งรหัสบ่อยเกินไป กรุณาลองใหม่ในภายหลัง',
  },
  numberHourlyLimit: {
    code: '012013', status: 429,
    tw: '該手機號碼發送次數已達上限，請1小時後再試',
    en: 'Too many codes for this number, please try again in an hour',
    th: 'ส่งรหัสไปยังหมายเลขนี้ครบจำนวนแล้ว กรุณาลองใหม่ใน 1 ชั่วโมง',
  },
  deviceHourlyLimit: {
    code: '012014', status: 429,
    tw: '此裝置發送驗證碼次數過多，請稍後再試',
    en: 'Too many codes from this device, please try again later',
    th: 'อุปกรณ์นี้ขอรหัสบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
  },
  /** Registration step 2: the phone proof of step 1 is no longer valid. */
  telephoneStateInvalid: {
    code: '012015', status: 400,
    tw: '手機驗證已失效，請重新驗證手機號碼',
    en: 'The phone verification has expired, please verify your phone again',
    th: 'การยืนยันโทรศัพท์หมดอายุ กรุณายืนยันใหม่',
  },
  proxyInvalid: {
    code: '012016', status: 400,
    tw: '請輸入有效的經銷號',
    en: 'Please enter a valid agent account',
    th: 'กรุณาป้อนรหัสตัวแทนที่ถูกต้อง',
  },
  oldPasswordWrong: {
    code: '012018', status: 400,
    tw: '原密碼錯誤',
    en: 'The current password is wrong',
    th: 'รหัสผ่านเดิมไม่ถูกต้อง',
  },
  samePassword: {
    code: '012019', status: 400,
    tw: '新舊密碼不能一致',
    en: 'The new password must differ from the old one',
    th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
  },
  accountPhoneMismatch: {
    code: '012020', status: 400,
    tw: '帳號與手機號碼不相符',
    en: 'The account and the phone number do not match',
    th: 'บัญชีและหมายเลขโทรศัพท์ไม่ตรงกัน',
  },
  /** Forgot password: the reset has expired. */
  resetExpired: {
    code: '012021', status: 400,
    tw: '重設密碼請求已失效，請重新操作',
    en: 'The password reset has expired, please start again',
    th: 'คำขอรีเซ็ตรหัสผ่านหมดอายุ กรุณาเริ่มใหม่',
  },
  nicknameOnce: {
    code: '012022', status: 400,
    tw: '暱稱只能修改一次',
    en: 'The nickname can be changed only once',
    th: 'เปลี่ยนชื่อเล่นได้เพียงครั้งเดียว',
  },
  birthdayFixed: {
    code: '012023', status: 400,
    tw: '生日設定後不可修改',
    en: 'The birthday cannot be changed once set',
    th: 'ไม่สามารถแก้ไขวันเกิดได้หลังจากตั้งค่าแล้ว',
  },
  withdrawPasswordSet: {
    code: '012024', status: 400,
    tw: '託售密碼已設定',
    en: 'The withdrawal password is already set',
    th: 'ตั้งรหัสผ่านถอนเงินแล้ว',
  },
  withdrawPasswordMissing: {
    code: '012025', status: 400,
    tw: '尚未設定託售密碼',
    en: 'No withdrawal password is set yet',
    th: 'ยังไม่ได้ตั้งรหัสผ่านถอนเงิน',
  },
  /** A withdrawal password being set is a run or a repeat of digits (issue 34; the contract's isTrivialWithdrawPassword). */
  withdrawPasswordTrivial: {
    code: '012038', status: 400,
    tw: '託售密碼不能是連續或重複的數字（如123456、111111、121212），請換一組',
    en: 'The withdrawal password cannot be a run or a repeat of digits (such as 123456, 111111 or 121212); please choose another',
    th: 'รหัสผ่านการถอนเงินต้องไม่เป็นตัวเลขเรียงกันหรือซ้ำกัน (เช่น 123456, 111111 หรือ 121212) กรุณาเลือกชุดอื่น',
  },
  /** The call needs a bound phone first. */
  phoneRequired: {
    code: '012026', status: 400,
    tw: '需先綁定您的手機號碼',
    en: 'Please bind your phone number first',
    th: 'กรุณาผูกหมายเลขโทรศัพท์ก่อน',
  },
  phoneAlreadyBound: {
    code: '012027', status: 400,
    tw: '您已綁定手機號碼',
    en: 'A phone number is already bound',
    th: 'ผูกหมายเลขโทรศัพท์แล้ว',
  },
  captchaTooMany: {
    code: '012028', status: 429,
    tw: '圖形驗證碼請求過於頻繁，請稍後再試',
    en: 'Too many captcha requests, please try again later',
    th: 'ขอรหัสภาพบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
  },
  voiceUnsupported: {
    code: '012029', status: 400,
    tw: '該國家或地區暫不支援語音驗證碼',
    en: 'Voice codes are not available for this country or region',
    th: 'ไม่รองรับรหัสยืนยันทางเสียงสำหรับประเทศหรือภูมิภาคนี้',
  },
  avatarInvalid: {
    code: '012030', status: 400,
    tw: '請選擇有效的頭像',
    en: 'Please choose a valid avatar',
    th: 'กรุณาเลือกรูปประจำตัวที่ถูกต้อง',
  },
  lineTaken: {
    code: '012031', status: 400,
    tw: '該 LINE 帳號已綁定其他帳號',
    en: 'This LINE account is already bound to another account',
    th: 'บัญชี LINE นี้ถูกผูกกับบัญชีอื่นแล้ว',
  },
  lineAlreadyBound: {
    code: '012032', status: 400,
    tw: '您的帳號已綁定 LINE',
    en: 'Your account is already bound to LINE',
    th: 'บัญชีของคุณผูกกับ LINE แล้ว',
  },
  redirectInvalid: {
    code: '012033', status: 400,
    tw: '無效的跳轉網址',
    en: 'The redirect address is not allowed',
    th: 'ที่อยู่สำหรับเปลี่ยนเส้นทางไม่ได้รับอนุญาต',
  },
  sameNickname: {
    code: '012034', status: 400,
    tw: '新舊暱稱不能相同',
    en: 'The new nickname must differ from the old one',
    th: 'ชื่อเล่นใหม่ต้องไม่ซ้ำกับชื่อเดิม',
  },
  lineUnavailable: {
    code: '012035', status: 503,
    tw: 'LINE 登入暫不開放',
    en: 'LINE login is not available at the moment',
    th: 'ขณะนี้ยังไม่เปิดให้เข้าสู่ระบบด้วย LINE',
  },
  codeAttemptsExceeded: {
    code: '012036', status: 400,
    tw: '驗證碼錯誤次數過多，請重新獲取',
    en: 'Too many wrong codes, please request a new one',
    th: 'ป้อนรหัสผิดหลายครั้งเกินไป กรุณาขอรหัสใหม่',
  },
  /** 429: too many codes for one client address. */
  addressLimit: {
    code: '012037', status: 429,
    tw: '此網路的請求次數過多，請稍後再試',
    en: 'Too many requests from this network, please try again later',
    th: 'เครือข่ายนี้ส่งคำขอบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
  },
  /** LINE login of an unknown LINE account; data { stateToken, displayName, lineId }. */
  lineNotRegistered: {
    code: '012061', status: 400, showType: 0,
    tw: '該 LINE 帳號尚未註冊，請先完成註冊',
    en: 'This LINE account is not registered yet, please register first',
    th: 'บัญชี LINE นี้ยังไม่ได้ลงทะเบียน กรุณาลงทะเบียนก่อน',
  },
});
export const USER_ERROR_CODES = /* @__PURE__ */ codesOf(USER_ERRORS);

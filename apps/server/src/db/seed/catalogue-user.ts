import type { CatalogueEntry } from './catalogue-entry';
import { LOGIN_ERROR_CODES, RULE_MESSAGES, USER_ERROR_CODES } from '@site/contract';

/**
 * Codes of the accounts issue (012xxx). 012007, 012011 and 012060 keep the
 * meanings SPEC 8 gives them; 012010's zh-TW text is SPEC's word for word.
 */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 1): CatalogueEntry => ({ status, code, showType, tw, en, th });

const TRIVIAL = RULE_MESSAGES['rules.withdrawPasswordTrivial'];

export const USER_CATALOGUE: CatalogueEntry[] = [
  e(400, USER_ERROR_CODES.wrongPassword, '帳號或密碼錯誤', 'Wrong account or password', 'บัญชีหรือรหัสผ่านไม่ถูกต้อง'),
  e(
    429,
    USER_ERROR_CODES.lockedOut,
    '密碼錯誤次數過多，帳號已暫時鎖定，請15分鐘後再試',
    'Too many wrong passwords: the account is locked for 15 minutes, please try again later',
    'ป้อนรหัสผ่านผิดหลายครั้งเกินไป บัญชีถูกล็อกชั่วคราว กรุณาลองใหม่ใน 15 นาที',
    2,
  ),
  e(400, USER_ERROR_CODES.usernameTaken, '該帳號已被註冊', 'This account name is already taken', 'ชื่อบัญชีนี้ถูกใช้แล้ว'),
  e(400, USER_ERROR_CODES.captchaFailed, '圖形驗證碼錯誤或已失效，請重新驗證', 'The captcha is wrong or has expired, please try again', 'รหัสยืนยันภาพไม่ถูกต้องหรือหมดอายุ กรุณาลองใหม่'),
  e(400, USER_ERROR_CODES.captchaRequired, '請先完成圖形驗證', 'Please complete the captcha first', 'กรุณายืนยันรหัสภาพก่อน'),
  e(400, USER_ERROR_CODES.codeInvalid, '驗證碼錯誤或已失效', 'The verification code is wrong or has expired', 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุ'),
  e(400, LOGIN_ERROR_CODES.phoneNotRegistered, '該手機號尚未註冊，請先完成註冊', 'This phone number is not registered yet, please register first', 'หมายเลขโทรศัพท์นี้ยังไม่ได้ลงทะเบียน กรุณาลงทะเบียนก่อน'),
  e(400, USER_ERROR_CODES.phoneTaken, '該手機號碼已被綁定', 'This phone number is already bound to an account', 'หมายเลขโทรศัพท์นี้ถูกผูกกับบัญชีอื่นแล้ว'),
  e(400, USER_ERROR_CODES.phoneInvalid, '請輸入有效的手機號碼', 'Please enter a valid phone number', 'กรุณาป้อนหมายเลขโทรศัพท์ที่ถูกต้อง'),
  e(
    400,
    USER_ERROR_CODES.countryBlocked,
    '您暫時無法使用該國家或地區的手機號碼。如有疑問，請聯繫客服。',
    'Phone numbers of this country or region cannot be used for now. If you have any questions, please contact customer service.',
    'ขณะนี้ไม่สามารถใช้หมายเลขโทรศัพท์ของประเทศหรือภูมิภาคนี้ได้ หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า',
  ),
  e(400, LOGIN_ERROR_CODES.needsPhoneVerification, '為了您的帳號安全，請先完成手機驗證', 'For the safety of your account, please verify your phone number first', 'เพื่อความปลอดภัยของบัญชี กรุณายืนยันหมายเลขโทรศัพท์ก่อน', 0),
  e(429, USER_ERROR_CODES.sendTooSoon, '驗證碼發送過於頻繁，請稍後嘗試重新獲取', 'Codes are being sent too often, please try again in a moment', 'ส่งรหัสบ่อยเกินไป กรุณาลองใหม่ในภายหลัง'),
  e(429, USER_ERROR_CODES.numberHourlyLimit, '該手機號碼發送次數已達上限，請1小時後再試', 'Too many codes for this number, please try again in an hour', 'ส่งรหัสไปยังหมายเลขนี้ครบจำนวนแล้ว กรุณาลองใหม่ใน 1 ชั่วโมง'),
  e(429, USER_ERROR_CODES.deviceHourlyLimit, '此裝置發送驗證碼次數過多，請稍後再試', 'Too many codes from this device, please try again later', 'อุปกรณ์นี้ขอรหัสบ่อยเกินไป กรุณาลองใหม่ภายหลัง'),
  e(429, USER_ERROR_CODES.addressLimit, '此網路的請求次數過多，請稍後再試', 'Too many requests from this network, please try again later', 'เครือข่ายนี้ส่งคำขอบ่อยเกินไป กรุณาลองใหม่ภายหลัง'),
  e(400, USER_ERROR_CODES.telephoneStateInvalid, '手機驗證已失效，請重新驗證手機號碼', 'The phone verification has expired, please verify your phone again', 'การยืนยันโทรศัพท์หมดอายุ กรุณายืนยันใหม่'),
  e(400, USER_ERROR_CODES.proxyInvalid, '請輸入有效的經銷號', 'Please enter a valid agent account', 'กรุณาป้อนรหัสตัวแทนที่ถูกต้อง'),
  e(400, USER_ERROR_CODES.oldPasswordWrong, '原密碼錯誤', 'The current password is wrong', 'รหัสผ่านเดิมไม่ถูกต้อง'),
  e(400, USER_ERROR_CODES.samePassword, '新舊密碼不能一致', 'The new password must differ from the old one', 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม'),
  e(400, USER_ERROR_CODES.accountPhoneMismatch, '帳號與手機號碼不相符', 'The account and the phone number do not match', 'บัญชีและหมายเลขโทรศัพท์ไม่ตรงกัน'),
  e(400, USER_ERROR_CODES.resetExpired, '重設密碼請求已失效，請重新操作', 'The password reset has expired, please start again', 'คำขอรีเซ็ตรหัสผ่านหมดอายุ กรุณาเริ่มใหม่'),
  e(400, USER_ERROR_CODES.nicknameOnce, '暱稱只能修改一次', 'The nickname can be changed only once', 'เปลี่ยนชื่อเล่นได้เพียงครั้งเดียว'),
  e(400, USER_ERROR_CODES.birthdayFixed, '生日設定後不可修改', 'The birthday cannot be changed once set', 'ไม่สามารถแก้ไขวันเกิดได้หลังจากตั้งค่าแล้ว'),
  e(400, USER_ERROR_CODES.withdrawPasswordSet, '託售密碼已設定', 'The withdrawal password is already set', 'ตั้งรหัสผ่านถอนเงินแล้ว'),
  e(400, USER_ERROR_CODES.withdrawPasswordMissing, '尚未設定託售密碼', 'No withdrawal password is set yet', 'ยังไม่ได้ตั้งรหัสผ่านถอนเงิน'),
  // The words of the contract's field message, for a client that sent a trivial one without checking.
  e(400, USER_ERROR_CODES.withdrawPasswordTrivial, TRIVIAL['zh-TW'], TRIVIAL.en, TRIVIAL.th),
  e(400, USER_ERROR_CODES.phoneRequired, '需先綁定您的手機號碼', 'Please bind your phone number first', 'กรุณาผูกหมายเลขโทรศัพท์ก่อน'),
  e(400, USER_ERROR_CODES.phoneAlreadyBound, '您已綁定手機號碼', 'A phone number is already bound', 'ผูกหมายเลขโทรศัพท์แล้ว'),
  e(429, USER_ERROR_CODES.captchaTooMany, '圖形驗證碼請求過於頻繁，請稍後再試', 'Too many captcha requests, please try again later', 'ขอรหัสภาพบ่อยเกินไป กรุณาลองใหม่ภายหลัง'),
  e(400, USER_ERROR_CODES.voiceUnsupported, '該國家或地區暫不支援語音驗證碼', 'Voice codes are not available for this country or region', 'ไม่รองรับรหัสยืนยันทางเสียงสำหรับประเทศหรือภูมิภาคนี้'),
  e(400, USER_ERROR_CODES.avatarInvalid, '請選擇有效的頭像', 'Please choose a valid avatar', 'กรุณาเลือกรูปประจำตัวที่ถูกต้อง'),
  e(400, USER_ERROR_CODES.lineTaken, '該 LINE 帳號已綁定其他帳號', 'This LINE account is already bound to another account', 'บัญชี LINE นี้ถูกผูกกับบัญชีอื่นแล้ว'),
  e(400, USER_ERROR_CODES.lineAlreadyBound, '您的帳號已綁定 LINE', 'Your account is already bound to LINE', 'บัญชีของคุณผูกกับ LINE แล้ว'),
  e(400, USER_ERROR_CODES.redirectInvalid, '無效的跳轉網址', 'The redirect address is not allowed', 'ที่อยู่สำหรับเปลี่ยนเส้นทางไม่ได้รับอนุญาต'),
  e(400, USER_ERROR_CODES.sameNickname, '新舊暱稱不能相同', 'The new nickname must differ from the old one', 'ชื่อเล่นใหม่ต้องไม่ซ้ำกับชื่อเดิม'),
  e(503, USER_ERROR_CODES.lineUnavailable, 'LINE 登入暫不開放', 'LINE login is not available at the moment', 'ขณะนี้ยังไม่เปิดให้เข้าสู่ระบบด้วย LINE'),
  e(400, USER_ERROR_CODES.codeAttemptsExceeded, '驗證碼錯誤次數過多，請重新獲取', 'Too many wrong codes, please request a new one', 'ป้อนรหัสผิดหลายครั้งเกินไป กรุณาขอรหัสใหม่'),
  e(400, LOGIN_ERROR_CODES.secondLoginFailed, 'LINE 授權已失效，請重新登入', 'The LINE authorisation has expired, please log in again', 'การอนุญาต LINE หมดอายุ กรุณาเข้าสู่ระบบใหม่'),
  e(400, USER_ERROR_CODES.lineNotRegistered, '該 LINE 帳號尚未註冊，請先完成註冊', 'This LINE account is not registered yet, please register first', 'บัญชี LINE นี้ยังไม่ได้ลงทะเบียน กรุณาลงทะเบียนก่อน', 0),
];

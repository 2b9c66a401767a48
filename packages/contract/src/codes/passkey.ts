import { codesOf, declareErrors } from './declare';

/**
 * Passkeys (issue 39, 013030-013039; services/accounts/passkeys.ts). None is a 401: the client ends the session
 * on every 401 (error-codes.ts endsSession), and a refused passkey must not log a signed-in player out.
 */
export const PASSKEY_ERRORS = /* @__PURE__ */ declareErrors({
  /** 400: this site address has no relying party configured (production without PASSKEY_SITES for the host). */
  unavailable: {
    code: '013030', status: 400,
    tw: '此網址暫不支援通行密鑰，請使用帳號密碼登入',
    en: 'Passkeys are not available at this address; please log in with your account and password',
    th: 'ที่อยู่นี้ยังไม่รองรับพาสคีย์ กรุณาเข้าสู่ระบบด้วยบัญชีและรหัสผ่าน',
  },
  /** 400: the passkey is not one registered here (never added, or removed). */
  notRecognised: {
    code: '013031', status: 400,
    tw: '找不到此通行密鑰，它可能已被移除，請使用其他方式登入',
    en: 'This passkey is not recognised; it may have been removed. Please log in another way',
    th: 'ไม่พบพาสคีย์นี้ อาจถูกลบไปแล้ว กรุณาเข้าสู่ระบบด้วยวิธีอื่น',
  },
  /** 400: the challenge expired (5 minutes), was used already, or was never issued for this player or attempt. */
  challengeExpired: {
    code: '013032', status: 400,
    tw: '驗證已逾時或已使用，請再試一次',
    en: 'This request has expired or was already used; please try again',
    th: 'คำขอนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาลองอีกครั้ง',
  },
  /** 400: the authenticator's answer failed verification (another origin, a wrong signature, a counter gone back). */
  verificationFailed: {
    code: '013033', status: 400,
    tw: '通行密鑰驗證失敗，請再試一次',
    en: 'The passkey could not be verified; please try again',
    th: 'ไม่สามารถยืนยันพาสคีย์ได้ กรุณาลองอีกครั้ง',
  },
  /** 404: no passkey of this player has that id. */
  notFound: {
    code: '013034', status: 404,
    tw: '該通行密鑰已移除或不存在',
    en: 'That passkey has been removed or does not exist',
    th: 'พาสคีย์นั้นถูกลบแล้วหรือไม่มีอยู่',
  },
  /** 409: this authenticator's passkey is already on the account. */
  alreadyRegistered: {
    code: '013035', status: 409,
    tw: '此裝置的通行密鑰已新增過',
    en: 'A passkey from this device has already been added',
    th: 'เพิ่มพาสคีย์จากอุปกรณ์นี้ไว้แล้ว',
  },
  /** 409: the account holds the most passkeys it may (PASSKEY_LIMITS.perAccount). */
  limitReached: {
    code: '013036', status: 409,
    tw: '通行密鑰數量已達上限，請先移除不再使用的通行密鑰',
    en: 'You have reached the maximum number of passkeys; please remove one you no longer use first',
    th: 'จำนวนพาสคีย์ถึงขีดจำกัดแล้ว กรุณาลบพาสคีย์ที่ไม่ได้ใช้ก่อน',
  },
  /** 400: removing a passkey needs the login password or another passkey's confirmation. */
  confirmationNeeded: {
    code: '013037', status: 400,
    tw: '移除通行密鑰前，請輸入登入密碼或以其他通行密鑰確認',
    en: 'To remove a passkey, please confirm with your login password or another passkey',
    th: 'ก่อนลบพาสคีย์ กรุณายืนยันด้วยรหัสผ่านเข้าสู่ระบบหรือพาสคีย์อื่น',
  },
});
export const PASSKEY_ERROR_CODES = /* @__PURE__ */ codesOf(PASSKEY_ERRORS);

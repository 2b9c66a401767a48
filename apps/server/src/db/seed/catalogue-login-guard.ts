import type { CatalogueEntry } from './catalogue-entry';
import { LOGIN_GUARD_ERROR_CODES } from '@site/contract';

/** Codes of issue 17's login guards and one-time login links (012080-012089). */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 1): CatalogueEntry => ({ status, code, showType, tw, en, th });

export const LOGIN_GUARD_CATALOGUE: CatalogueEntry[] = [
  e(
    400,
    LOGIN_GUARD_ERROR_CODES.accountCaptchaRequired,
    '此帳號近期密碼錯誤次數過多，請完成圖形驗證後再登入',
    'This account had too many wrong passwords recently: please complete the captcha to log in',
    'บัญชีนี้มีการป้อนรหัสผ่านผิดหลายครั้งเมื่อเร็วๆ นี้ กรุณายืนยันรหัสภาพเพื่อเข้าสู่ระบบ',
    0,
  ),
  e(
    401,
    LOGIN_GUARD_ERROR_CODES.passwordGuessingLoggedOut,
    '密碼錯誤次數過多，已登出，請重新登入',
    'Too many wrong passwords: you have been logged out, please log in again',
    'ป้อนรหัสผ่านผิดหลายครั้งเกินไป ระบบได้ออกจากระบบแล้ว กรุณาเข้าสู่ระบบใหม่',
    2,
  ),
  e(400, LOGIN_GUARD_ERROR_CODES.loginCodeInvalid, '登入連結已失效，請重新登入', 'This login link has expired or was already used, please log in', 'ลิงก์เข้าสู่ระบบหมดอายุหรือถูกใช้แล้ว กรุณาเข้าสู่ระบบ'),
];

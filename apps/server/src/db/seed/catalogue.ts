import { ACCOUNT_CATALOGUE } from './catalogue-account';
import { CONTENT_CATALOGUE } from './catalogue-content';
import { ACTIVITY_CATALOGUE } from './catalogue-activity';
import { FUND_CATALOGUE } from './catalogue-fund';
import { GAMES_CATALOGUE, WALLET_CATALOGUE } from './catalogue-games';
import { LOGIN_GUARD_CATALOGUE } from './catalogue-login-guard';
import { MESSAGE_CATALOGUE } from './catalogue-message';
import { PROMOTIONS_CATALOGUE } from './catalogue-promotions';
import { PROTECTION_CATALOGUE } from './catalogue-protection';
import { TERMS_CATALOGUE } from './catalogue-terms';
import { VITALS_CATALOGUE } from './catalogue-vitals';
import { PROTECTION_PLAY_CATALOGUE } from './catalogue-protection-play';
import { PROTECTION_EXCLUSION_CATALOGUE } from './catalogue-protection-exclusion';
import { RISK_CATALOGUE } from './catalogue-risk';
import { USER_CATALOGUE } from './catalogue-user';
import { VIP_CATALOGUE } from './catalogue-vip';
import { AGENT_CATALOGUE } from './catalogue-agent';
import { UPLOADS_CATALOGUE } from './catalogue-uploads';
import { CORE_ERROR_CODES, SESSION_ERROR_CODES } from '@site/contract';

// Declared in catalogue-entry.ts: the sibling catalogue files name it without importing this module back.
import type { CatalogueEntry } from './catalogue-entry';
export type { CatalogueEntry };

/**
 * The error catalogue: every (HTTP status, code) the server can answer with,
 * described in zh-TW, en and th (SPEC 8, DESIGN 3), keyed by the contract's
 * code names (issue 18). A test scans the sources for
 * `new DomainError(status, GROUP.name)` and fails when one is missing here, so
 * later issues add their codes to this list (or to a sibling file listed in
 * CATALOGUE below).
 *
 * showType: 0 silent, 1 toast, 2 modal with a close button.
 */
export const CORE_CATALOGUE: CatalogueEntry[] = [
  { status: 400, code: CORE_ERROR_CODES.badRequest, showType: 1, tw: '請求參數錯誤', en: 'The request parameters are invalid', th: 'พารามิเตอร์ของคำขอไม่ถูกต้อง' },
  { status: 413, code: CORE_ERROR_CODES.payloadTooLarge, showType: 1, tw: '請求內容過大', en: 'The request is too large', th: 'คำขอมีขนาดใหญ่เกินไป' },
  { status: 400, code: CORE_ERROR_CODES.signMissing, showType: 1, tw: '缺少請求簽名', en: 'The request signature is missing', th: 'ไม่พบลายเซ็นของคำขอ' },
  { status: 400, code: CORE_ERROR_CODES.signInvalid, showType: 1, tw: '請求簽名錯誤', en: 'The request signature is invalid', th: 'ลายเซ็นของคำขอไม่ถูกต้อง' },
  {
    status: 400,
    code: CORE_ERROR_CODES.timestampSkew,
    showType: 1,
    tw: '裝置時間與伺服器相差過大，請校正裝置時間後再試',
    en: 'Your device clock differs too much from the server; please correct it and try again',
    th: 'เวลาของอุปกรณ์ต่างจากเซิร์ฟเวอร์มากเกินไป กรุณาตั้งเวลาให้ถูกต้องแล้วลองอีกครั้ง',
  },
  {
    status: 400,
    code: CORE_ERROR_CODES.idempotencyKeyMissing,
    showType: 1,
    tw: '請求缺少識別碼（Idempotency-Key），請重新操作',
    en: 'The request is missing its Idempotency-Key, please try again',
    th: 'คำขอไม่มี Idempotency-Key กรุณาลองใหม่',
  },
  { status: 404, code: CORE_ERROR_CODES.notFound, showType: 1, tw: '找不到請求的資源', en: 'The requested resource was not found', th: 'ไม่พบข้อมูลที่ร้องขอ' },
  { status: 429, code: CORE_ERROR_CODES.rateLimited, showType: 1, tw: '操作過於頻繁，請稍後再試', en: 'Too many requests, please try again later', th: 'ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง' },
  { status: 500, code: CORE_ERROR_CODES.internal, showType: 1, tw: '系統繁忙，請稍後再試', en: 'The system is busy, please try again later', th: 'ระบบไม่ว่าง กรุณาลองใหม่ภายหลัง' },
  { status: 503, code: CORE_ERROR_CODES.maintenance, showType: 0, tw: '系統維護中', en: 'The system is under maintenance', th: 'ระบบอยู่ระหว่างการปรับปรุง' },
  // /readyz and /metrics (routes/health.ts): operators' probes, never shown to players.
  { status: 503, code: CORE_ERROR_CODES.notReady, showType: 0, tw: '服務尚未就緒', en: 'The service is not ready', th: 'บริการยังไม่พร้อมใช้งาน' },
  { status: 403, code: CORE_ERROR_CODES.metricsForbidden, showType: 0, tw: '無權存取此資源', en: 'Access to this resource is not allowed', th: 'ไม่มีสิทธิ์เข้าถึงข้อมูลนี้' },
  { status: 401, code: SESSION_ERROR_CODES.tokenMissing, showType: 2, tw: '請先登入', en: 'Please log in first', th: 'กรุณาเข้าสู่ระบบก่อน' },
  { status: 401, code: SESSION_ERROR_CODES.tokenInvalid, showType: 2, tw: '登入狀態無效，請重新登入', en: 'Your session is not valid, please log in again', th: 'เซสชันไม่ถูกต้อง กรุณาเข้าสู่ระบบใหม่' },
  { status: 401, code: SESSION_ERROR_CODES.tokenExpired, showType: 2, tw: '登入已逾時，請重新登入', en: 'Your session has expired, please log in again', th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่' },
  { status: 401, code: SESSION_ERROR_CODES.tokenRevoked, showType: 2, tw: '您已登出，請重新登入', en: 'You have been logged out, please log in again', th: 'คุณออกจากระบบแล้ว กรุณาเข้าสู่ระบบใหม่' },
  {
    status: 401,
    code: SESSION_ERROR_CODES.loggedInElsewhere,
    showType: 2,
    tw: '您的帳號已在其他裝置登入',
    en: 'Your account has been logged in on another device',
    th: 'บัญชีของคุณเข้าสู่ระบบจากอุปกรณ์อื่นแล้ว',
  },
  {
    status: 401,
    code: SESSION_ERROR_CODES.passwordChanged,
    showType: 2,
    tw: '您的密碼已變更，此裝置已登出，請使用新密碼重新登入',
    en: 'Your password was changed, so this device has been logged out. Please log in again with the new password',
    th: 'รหัสผ่านของคุณถูกเปลี่ยนแล้ว อุปกรณ์นี้จึงออกจากระบบ กรุณาเข้าสู่ระบบใหม่ด้วยรหัสผ่านใหม่',
  },
  {
    status: 403,
    code: SESSION_ERROR_CODES.tokenInvalid,
    showType: 2,
    tw: '您的帳號已被停用，如有疑問，請聯繫客服。',
    en: 'Your account has been disabled. If you have any questions, please contact customer service.',
    th: 'บัญชีของคุณถูกระงับ หากมีข้อสงสัย กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
];

/** Every catalogue part; later issues append theirs. */
export const CATALOGUE: CatalogueEntry[] = [...CORE_CATALOGUE, ...USER_CATALOGUE, ...GAMES_CATALOGUE, ...WALLET_CATALOGUE, ...FUND_CATALOGUE, ...ACCOUNT_CATALOGUE, ...VIP_CATALOGUE, ...PROMOTIONS_CATALOGUE, ...ACTIVITY_CATALOGUE, ...CONTENT_CATALOGUE, ...MESSAGE_CATALOGUE, ...RISK_CATALOGUE, ...LOGIN_GUARD_CATALOGUE, ...UPLOADS_CATALOGUE, ...PROTECTION_CATALOGUE, ...PROTECTION_PLAY_CATALOGUE, ...TERMS_CATALOGUE, ...PROTECTION_EXCLUSION_CATALOGUE, ...AGENT_CATALOGUE, ...VITALS_CATALOGUE];

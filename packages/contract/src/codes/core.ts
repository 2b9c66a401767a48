import { codesOf, declareErrors } from './declare';

/** The core's codes (000xxx): the server answers them for any call (SPEC 8, DESIGN 3). The success code is SUCCESS_CODE (error-codes.ts). */
export const CORE_ERRORS = /* @__PURE__ */ declareErrors({
  /** 400: the request parameters are invalid (data { reason } or the failing rule's key). */
  badRequest: {
    code: '000400', status: 400,
    tw: '請求參數錯誤',
    en: 'The request parameters are invalid',
    th: 'พารามิเตอร์ของคำขอไม่ถูกต้อง',
  },
  /** 400: the request signature is missing. */
  signMissing: {
    code: '000401', status: 400,
    tw: '缺少請求簽名',
    en: 'The request signature is missing',
    th: 'ไม่พบลายเซ็นของคำขอ',
  },
  /** 400: the request signature is wrong. */
  signInvalid: {
    code: '000402', status: 400,
    tw: '請求簽名錯誤',
    en: 'The request signature is invalid',
    th: 'ลายเซ็นของคำขอไม่ถูกต้อง',
  },
  /** 400: the device clock is too far from the server's (DESIGN 3). */
  timestampSkew: {
    code: '000403', status: 400,
    tw: '裝置時間與伺服器相差過大，請校正裝置時間後再試',
    en: 'Your device clock differs too much from the server; please correct it and try again',
    th: 'เวลาของอุปกรณ์ต่างจากเซิร์ฟเวอร์มากเกินไป กรุณาตั้งเวลาให้ถูกต้องแล้วลองอีกครั้ง',
  },
  /** 404: no such resource. */
  notFound: {
    code: '000404', status: 404,
    tw: '找不到請求的資源',
    en: 'The requested resource was not found',
    th: 'ไม่พบข้อมูลที่ร้องขอ',
  },
  /** 400: a write without its Idempotency-Key. */
  idempotencyKeyMissing: {
    code: '000405', status: 400,
    tw: '請求缺少識別碼（Idempotency-Key），請重新操作',
    en: 'The request is missing its Idempotency-Key, please try again',
    th: 'คำขอไม่มี Idempotency-Key กรุณาลองใหม่',
  },
  /** 403: /metrics from an address that may not read it (operators only). */
  metricsForbidden: {
    code: '000406', status: 403, showType: 0,
    tw: '無權存取此資源',
    en: 'Access to this resource is not allowed',
    th: 'ไม่มีสิทธิ์เข้าถึงข้อมูลนี้',
  },
  /** 413: the request body is too large; data { limitBytes }. */
  payloadTooLarge: {
    code: '000413', status: 413,
    tw: '請求內容過大',
    en: 'The request is too large',
    th: 'คำขอมีขนาดใหญ่เกินไป',
  },
  /** 429: too many requests. */
  rateLimited: {
    code: '000429', status: 429,
    tw: '操作過於頻繁，請稍後再試',
    en: 'Too many requests, please try again later',
    th: 'ทำรายการบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
  },
  /** 500: the system is busy. */
  internal: {
    code: '000500', status: 500,
    tw: '系統繁忙，請稍後再試',
    en: 'The system is busy, please try again later',
    th: 'ระบบไม่ว่าง กรุณาลองใหม่ภายหลัง',
  },
  /** 503: the site is under maintenance. */
  maintenance: {
    code: '000503', status: 503, showType: 0,
    tw: '系統維護中',
    en: 'The system is under maintenance',
    th: 'ระบบอยู่ระหว่างการปรับปรุง',
  },
  /** 503: /readyz, the service is not ready (operators only). */
  notReady: {
    code: '000504', status: 503, showType: 0,
    tw: '服務尚未就緒',
    en: 'The service is not ready',
    th: 'บริการยังไม่พร้อมใช้งาน',
  },
});
export const CORE_ERROR_CODES = /* @__PURE__ */ codesOf(CORE_ERRORS);

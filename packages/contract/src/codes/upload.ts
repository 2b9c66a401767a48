import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Issue 17's upload codes (013020-013029, contract
// UPLOAD_ERROR_CODES): the daily quota and the pixel limit (services/fund/upload-errors.ts). Our wording; SPEC
// has none for these.
import { UPLOAD_LIMITS } from '../constants';

/** The pixel limit in words: 2500 萬 (ten-thousands), 25 megapixels, 25 ล้าน (millions). */
const pixels = { wan: UPLOAD_LIMITS.maxInputPixels / 10_000, millions: UPLOAD_LIMITS.maxInputPixels / 1_000_000 };

/** Issue 17's upload codes (013020-013029; their texts are declared here). */
export const UPLOAD_ERRORS = /* @__PURE__ */ declareErrors({
  dailyQuota: {
    code: '013020', status: 429,
    tw: '今日上傳次數已達上限（每日 20 張或 50MB），請明天再試',
    en: 'You have reached today\'s upload limit (20 pictures or 50 MB a day); please try again tomorrow',
    th: 'คุณอัปโหลดครบจำนวนของวันนี้แล้ว (วันละ 20 รูปหรือ 50MB) กรุณาลองใหม่พรุ่งนี้',
  },
  tooManyPixels: {
    code: '013021', status: 400,
    tw: `圖片尺寸過大，請上傳不超過 ${pixels.wan} 萬像素的圖片`,
    en: `The picture is too large; please upload one of at most ${pixels.millions} megapixels`,
    th: `รูปภาพมีขนาดใหญ่เกินไป กรุณาอัปโหลดรูปที่ไม่เกิน ${pixels.millions} ล้านพิกเซล`,
  },
});
export const UPLOAD_ERROR_CODES = /* @__PURE__ */ codesOf(UPLOAD_ERRORS);

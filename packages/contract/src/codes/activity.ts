import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of the promotions list, its pages and rewards
// (061001-061049; the first-recharge and invite promotions use 061050-061099 in codes/promotions.ts). 參與失敗
// is SPEC 8's text, word for word.

/** The activity area's codes (061001-061049; each declared here with its status and texts). */
export const ACTIVITY_ERRORS = /* @__PURE__ */ declareErrors({
  notFound: {
    code: '061001', status: 404,
    tw: '找不到此活動，活動可能已結束',
    en: 'This promotion was not found; it may have ended',
    th: 'ไม่พบโปรโมชั่นนี้ อาจสิ้นสุดแล้ว',
  },
  categoryNotFound: {
    code: '061002', status: 404,
    tw: '找不到此活動分類',
    en: 'This promotion category was not found',
    th: 'ไม่พบหมวดหมู่โปรโมชั่นนี้',
  },
  rewardNotFound: {
    code: '061003', status: 404,
    tw: '找不到此獎勵',
    en: 'This reward was not found',
    th: 'ไม่พบรางวัลนี้',
  },
  rewardClaimed: {
    code: '061004', status: 409,
    tw: '此獎勵已領取',
    en: 'This reward has already been claimed',
    th: 'รับรางวัลนี้ไปแล้ว',
  },
  rewardExpired: {
    code: '061005', status: 409,
    tw: '此獎勵已過期，無法領取',
    en: 'This reward has expired and can no longer be claimed',
    th: 'รางวัลนี้หมดอายุแล้ว ไม่สามารถรับได้',
  },
  claimFailed: {
    code: '061006', status: 500,
    tw: '參與失敗',
    en: 'Could not take part, please try again later',
    th: 'เข้าร่วมไม่สำเร็จ กรุณาลองใหม่ภายหลัง',
  },
});
export const ACTIVITY_ERROR_CODES = /* @__PURE__ */ codesOf(ACTIVITY_ERRORS);

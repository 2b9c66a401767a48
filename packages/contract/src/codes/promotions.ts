import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of the promotions (061050-061099; contract
// PROMOTION_ERROR_CODES names them). SPEC 8's zh-TW texts are used word for word: 參與失敗 and 您已投注，不符合條件.

/** The promotions' codes (061050-061069; each declared here with its status and texts). */
export const PROMOTION_ERRORS = /* @__PURE__ */ declareErrors({
  /** 參與失敗 */
  joinFailed: {
    code: '061050', status: 500,
    tw: '參與失敗',
    en: 'Joining failed',
    th: 'เข้าร่วมไม่สำเร็จ',
  },
  /** 您已投注，不符合條件 */
  hasBet: {
    code: '061051', status: 400,
    tw: '您已投注，不符合條件',
    en: 'You have already placed a bet and are not eligible',
    th: 'คุณได้วางเดิมพันแล้ว จึงไม่ตรงตามเงื่อนไข',
  },
  alreadyJoined: {
    code: '061052', status: 400,
    tw: '您已參與此活動',
    en: 'You have already joined this promotion',
    th: 'คุณได้เข้าร่วมกิจกรรมนี้แล้ว',
  },
  hasDeposit: {
    code: '061053', status: 400,
    tw: '您已完成首次儲值，不符合條件',
    en: 'You have already made your first deposit and are not eligible',
    th: 'คุณได้ฝากเงินครั้งแรกแล้ว จึงไม่ตรงตามเงื่อนไข',
  },
});
export const PROMOTION_ERROR_CODES = /* @__PURE__ */ codesOf(PROMOTION_ERRORS);

import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of the VIP area (041xxx; contract VIP_ERROR_CODES
// names them). The zh-TW texts SPEC 8 gives are used word for word: 很抱歉，您的點券餘額不足 and 兌換失敗，請稍候再試.

/** The VIP area's codes (041xxx; each declared here with its status and texts). */
export const VIP_ERRORS = /* @__PURE__ */ declareErrors({
  /** 很抱歉，您的點券餘額不足 */
  insufficientPoints: {
    code: '041001', status: 400,
    tw: '很抱歉，您的點券餘額不足',
    en: 'Sorry, you do not have enough coupon points',
    th: 'ขออภัย คะแนนคูปองของคุณไม่เพียงพอ',
  },
  /** 兌換失敗，請稍候再試 */
  exchangeFailed: {
    code: '041002', status: 500,
    tw: '兌換失敗，請稍候再試',
    en: 'The exchange failed, please try again later',
    th: 'แลกไม่สำเร็จ กรุณาลองใหม่ภายหลัง',
  },
  /** The points are worth less than one cent at the ratio. */
  exchangeTooSmall: {
    code: '041003', status: 400,
    tw: '兌換點數過少，不足以兌換最小金額',
    en: 'Too few points: they are worth less than the smallest amount',
    th: 'คะแนนน้อยเกินไป มีมูลค่าไม่ถึงจำนวนเงินขั้นต่ำ',
  },
  /** The currency has no points ratio. */
  exchangeCurrency: {
    code: '041004', status: 400,
    tw: '此幣種暫不支援點券兌換',
    en: 'Points cannot be exchanged into this currency',
    th: 'สกุลเงินนี้ยังไม่รองรับการแลกคะแนน',
  },
});
export const VIP_ERROR_CODES = /* @__PURE__ */ codesOf(VIP_ERRORS);

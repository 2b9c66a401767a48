import { codesOf, declareErrors } from './declare';

/** Content and promotions in the back office (081080-081089, issue 38, marketing; api/staff-content.ts, api/staff-promotions.ts). */
export const STAFF_CONTENT_ERRORS = /* @__PURE__ */ declareErrors({
  /** 404: no such advert, announcement, login advert or sponsor. */
  contentNotFound: {
    code: '081080', status: 404,
    tw: '查無此內容',
    en: 'No such content item',
    th: 'ไม่พบเนื้อหานี้',
  },
  /** 400: a schedule whose end is not after its start. */
  windowOrder: {
    code: '081081', status: 400,
    tw: '結束時間必須晚於開始時間',
    en: 'The end must come after the start',
    th: 'เวลาสิ้นสุดต้องหลังเวลาเริ่มต้น',
  },
  /** 400: the picture named was never uploaded (or its upload failed). */
  pictureNotFound: {
    code: '081082', status: 400,
    tw: '查無此圖片，請重新上傳',
    en: 'No such picture: upload it again',
    th: 'ไม่พบรูปภาพนี้ โปรดอัปโหลดใหม่',
  },
  /** 404: no such promotion. */
  promotionNotFound: {
    code: '081083', status: 404,
    tw: '查無此優惠活動',
    en: 'No such promotion',
    th: 'ไม่พบโปรโมชั่นนี้',
  },
  /** 409: another promotion of the brand has this code. */
  promotionCodeTaken: {
    code: '081084', status: 409,
    tw: '此活動代碼已被使用',
    en: 'Another promotion already has this code',
    th: 'รหัสนี้ถูกใช้กับโปรโมชั่นอื่นแล้ว',
  },
  /** 409: the promotion has ended: it can no longer be changed or granted. */
  promotionEnded: {
    code: '081085', status: 409,
    tw: '此優惠活動已結束',
    en: 'This promotion has ended',
    th: 'โปรโมชั่นนี้สิ้นสุดแล้ว',
  },
  /** 409: a reward would take the promotion over its budget cap; data { cap, used }. */
  budgetExhausted: {
    code: '081086', status: 409,
    tw: '已超過此活動的預算上限',
    en: 'This would go over the budget cap of this promotion',
    th: 'เกินงบประมาณสูงสุดของโปรโมชั่นนี้',
  },
  /** 409: the player already has as many rewards of this promotion as one player may. */
  perPlayerLimit: {
    code: '081087', status: 409,
    tw: '此會員已達本活動的領取上限',
    en: 'This player has reached the per-player limit of this promotion',
    th: 'สมาชิกนี้ได้รับครบตามจำนวนสูงสุดของโปรโมชั่นนี้แล้ว',
  },
  /** 409: the budget cap asked for is below what the promotion has already granted; data { used }. */
  capBelowUsed: {
    code: '081088', status: 409,
    tw: '預算上限不可低於已發放的金額',
    en: 'The budget cap cannot be below what has already been granted',
    th: 'งบประมาณสูงสุดต้องไม่ต่ำกว่าจำนวนที่จ่ายไปแล้ว',
  },
  /** 409: the player is not eligible for the promotion (brand, currency, VIP level, registration). */
  notEligible: {
    code: '081089', status: 409,
    tw: '此會員不符合本活動的參加資格',
    en: 'This player is not eligible for this promotion',
    th: 'สมาชิกนี้ไม่มีสิทธิ์เข้าร่วมโปรโมชั่นนี้',
  },
});
export const STAFF_CONTENT_ERROR_CODES = /* @__PURE__ */ codesOf(STAFF_CONTENT_ERRORS);

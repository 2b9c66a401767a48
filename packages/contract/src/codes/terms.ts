// Issue 20, the terms figures enforced (rules/terms.ts holds the numbers): error codes by name,
// each declared with its status and its texts in zh-TW, en and th.
import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Issue 20, the terms figures enforced (contract
// codes/terms.ts names them, rules/terms.ts holds the numbers, interpolated here so the words and the rule
// cannot drift). 031070 carries { limit, remaining } (issue 33: no `used`). 031071 is no longer answered (issue
// 33: a withdrawal past the site's day waits in a queue instead); its entry stays so a client's cached
// catalogue and the number keep their meaning.
import { TERMS } from '../rules/terms';

/** A terms figure in the words: 250,000 (interpolated, so the words and the rule cannot drift). */
const n = (v: number) => v.toLocaleString('en-US');

/** Refusals of a withdrawal or another money action by the terms (031070-031099). */
export const TERMS_ERRORS = /* @__PURE__ */ declareErrors({
  /** The player's withdrawals in the last 24 hours (every currency in NTD) would pass 250,000; data: TermsWithdrawRefusal. */
  withdraw24HoursLimit: {
    code: '031070', status: 403, showType: 2,
    tw: `每 24 小時託售金額上限為 ${n(TERMS.withdrawPer24Hours)}，此筆託售將超過上限，請減少金額或稍後再試。`,
    en: `Withdrawals are limited to ${n(TERMS.withdrawPer24Hours)} in any 24 hours. This withdrawal would pass the limit: lower the amount or try again later.`,
    th: `ถอนเงินได้สูงสุด ${n(TERMS.withdrawPer24Hours)} ต่อ 24 ชั่วโมง การถอนครั้งนี้จะเกินวงเงิน กรุณาลดจำนวนเงินหรือลองใหม่ภายหลัง`,
  },
  /**
   * Retired by issue 33 (no longer answered; kept so the number is not given to anything else): a withdrawal past
   * the site's 600,000 of the day now waits in the queue instead of being refused, and no answer tells the site's total.
   */
  siteDailyCapReached: {
    code: '031071', status: 403, showType: 2,
    tw: `本站今日託售總額已達每日上限 ${n(TERMS.siteDailyWithdrawCap)}，請於明日（台北時間 00:00 後）再申請。`,
    en: `The site's withdrawals today have reached the daily cap of ${n(TERMS.siteDailyWithdrawCap)}. Please apply again tomorrow (after 00:00 Taipei time).`,
    th: `ยอดถอนเงินรวมของเว็บไซต์วันนี้ถึงเพดานรายวัน ${n(TERMS.siteDailyWithdrawCap)} แล้ว กรุณาทำรายการอีกครั้งพรุ่งนี้ (หลัง 00:00 เวลาไทเป)`,
  },
  /** Withdrawals of the last 24 hours above 2,500 with this one (every currency in NTD), without an SMS code of type 10; data { above }. */
  withdrawSmsRequired: {
    code: '031072', status: 400,
    tw: `託售金額超過 ${n(TERMS.smsVerificationAbove)} 需輸入傳送至綁定手機的簡訊驗證碼。`,
    en: `A withdrawal above ${n(TERMS.smsVerificationAbove)} needs the SMS code sent to your bound phone.`,
    th: `การถอนเงินเกิน ${n(TERMS.smsVerificationAbove)} ต้องใส่รหัส SMS ที่ส่งไปยังโทรศัพท์ที่ผูกไว้`,
  },
  /** The account is dormant (12 months without a login): reactivate with an SMS code first. */
  accountDormant: {
    code: '031073', status: 403, showType: 2,
    tw: `您的帳號已超過 ${TERMS.dormantAfterMonths} 個月未登入，已轉為休眠帳號，請先完成手機簡訊驗證以恢復帳號。`,
    en: `Your account is dormant (no login for ${TERMS.dormantAfterMonths} months). Confirm the SMS code sent to your phone to reactivate it first.`,
    th: `บัญชีของคุณอยู่ในสถานะพักการใช้งาน (ไม่ได้เข้าสู่ระบบ ${TERMS.dormantAfterMonths} เดือน) กรุณายืนยันรหัส SMS ที่ส่งไปยังโทรศัพท์ของคุณเพื่อเปิดใช้งานบัญชีก่อน`,
  },
});
export const TERMS_ERROR_CODES = /* @__PURE__ */ codesOf(TERMS_ERRORS);

/** Refusals of the reactivation of a dormant account (012110-012119). */
export const DORMANCY_ERRORS = /* @__PURE__ */ declareErrors({
  /** Reactivation asked for an account that is not dormant. */
  notDormant: {
    code: '012110', status: 409,
    tw: '您的帳號並非休眠帳號，無需恢復。',
    en: 'Your account is not dormant: there is nothing to reactivate.',
    th: 'บัญชีของคุณไม่ได้อยู่ในสถานะพักการใช้งาน จึงไม่ต้องเปิดใช้งานใหม่',
  },
});
export const DORMANCY_ERROR_CODES = /* @__PURE__ */ codesOf(DORMANCY_ERRORS);

/**
 * The data of a 031070 refusal: the figure and what the player's own 24 hours still allow (NTD decimal strings).
 * Issue 33: no refusal carries a `used` total (GET /v1/terms/withdraw tells the player's own last24Hours).
 */
export interface TermsWithdrawRefusal {
  limit: string;
  remaining: string;
}

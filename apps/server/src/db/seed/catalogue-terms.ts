import { DORMANCY_ERROR_CODES as D, TERMS, TERMS_ERROR_CODES as T } from '@site/contract';
import type { CatalogueEntry } from './catalogue-entry';

/**
 * Issue 20, the terms figures enforced (contract codes/terms.ts names them, rules/terms.ts holds the numbers,
 * interpolated here so the words and the rule cannot drift). 031070 carries { limit, remaining } (issue 33: no `used`).
 * 031071 is no longer answered (issue 33: a withdrawal past the site's day waits in a queue instead); its entry stays
 * so a client's cached catalogue and the number keep their meaning.
 */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 1): CatalogueEntry => ({ status, code, showType, tw, en, th });
const n = (v: number) => v.toLocaleString('en-US');

export const TERMS_CATALOGUE: CatalogueEntry[] = [
  e(
    403,
    T.withdraw24HoursLimit,
    `每 24 小時託售金額上限為 ${n(TERMS.withdrawPer24Hours)}，此筆託售將超過上限，請減少金額或稍後再試。`,
    `Withdrawals are limited to ${n(TERMS.withdrawPer24Hours)} in any 24 hours. This withdrawal would pass the limit: lower the amount or try again later.`,
    `ถอนเงินได้สูงสุด ${n(TERMS.withdrawPer24Hours)} ต่อ 24 ชั่วโมง การถอนครั้งนี้จะเกินวงเงิน กรุณาลดจำนวนเงินหรือลองใหม่ภายหลัง`,
    2,
  ),
  e(
    403,
    T.siteDailyCapReached,
    `本站今日託售總額已達每日上限 ${n(TERMS.siteDailyWithdrawCap)}，請於明日（台北時間 00:00 後）再申請。`,
    `The site's withdrawals today have reached the daily cap of ${n(TERMS.siteDailyWithdrawCap)}. Please apply again tomorrow (after 00:00 Taipei time).`,
    `ยอดถอนเงินรวมของเว็บไซต์วันนี้ถึงเพดานรายวัน ${n(TERMS.siteDailyWithdrawCap)} แล้ว กรุณาทำรายการอีกครั้งพรุ่งนี้ (หลัง 00:00 เวลาไทเป)`,
    2,
  ),
  e(
    400,
    T.withdrawSmsRequired,
    `託售金額超過 ${n(TERMS.smsVerificationAbove)} 需輸入傳送至綁定手機的簡訊驗證碼。`,
    `A withdrawal above ${n(TERMS.smsVerificationAbove)} needs the SMS code sent to your bound phone.`,
    `การถอนเงินเกิน ${n(TERMS.smsVerificationAbove)} ต้องใส่รหัส SMS ที่ส่งไปยังโทรศัพท์ที่ผูกไว้`,
  ),
  e(
    403,
    T.accountDormant,
    `您的帳號已超過 ${TERMS.dormantAfterMonths} 個月未登入，已轉為休眠帳號，請先完成手機簡訊驗證以恢復帳號。`,
    `Your account is dormant (no login for ${TERMS.dormantAfterMonths} months). Confirm the SMS code sent to your phone to reactivate it first.`,
    `บัญชีของคุณอยู่ในสถานะพักการใช้งาน (ไม่ได้เข้าสู่ระบบ ${TERMS.dormantAfterMonths} เดือน) กรุณายืนยันรหัส SMS ที่ส่งไปยังโทรศัพท์ของคุณเพื่อเปิดใช้งานบัญชีก่อน`,
    2,
  ),
  e(409, D.notDormant, '您的帳號並非休眠帳號，無需恢復。', 'Your account is not dormant: there is nothing to reactivate.', 'บัญชีของคุณไม่ได้อยู่ในสถานะพักการใช้งาน จึงไม่ต้องเปิดใช้งานใหม่'),
];

import type { CatalogueEntry } from './catalogue-entry';
import { ACTIVITY_ERROR_CODES } from '@site/contract';

/**
 * Codes of the promotions list, its pages and rewards (061001-061049; the
 * first-recharge and invite promotions use 061050-061099 in
 * catalogue-promotions.ts). 參與失敗 is SPEC 8's text, word for word.
 */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 1): CatalogueEntry => ({ status, code, showType, tw, en, th });

export const ACTIVITY_CATALOGUE: CatalogueEntry[] = [
  e(404, ACTIVITY_ERROR_CODES.notFound, '找不到此活動，活動可能已結束', 'This promotion was not found; it may have ended', 'ไม่พบโปรโมชั่นนี้ อาจสิ้นสุดแล้ว'),
  e(404, ACTIVITY_ERROR_CODES.categoryNotFound, '找不到此活動分類', 'This promotion category was not found', 'ไม่พบหมวดหมู่โปรโมชั่นนี้'),
  e(404, ACTIVITY_ERROR_CODES.rewardNotFound, '找不到此獎勵', 'This reward was not found', 'ไม่พบรางวัลนี้'),
  e(409, ACTIVITY_ERROR_CODES.rewardClaimed, '此獎勵已領取', 'This reward has already been claimed', 'รับรางวัลนี้ไปแล้ว'),
  e(409, ACTIVITY_ERROR_CODES.rewardExpired, '此獎勵已過期，無法領取', 'This reward has expired and can no longer be claimed', 'รางวัลนี้หมดอายุแล้ว ไม่สามารถรับได้'),
  e(500, ACTIVITY_ERROR_CODES.claimFailed, '參與失敗', 'Could not take part, please try again later', 'เข้าร่วมไม่สำเร็จ กรุณาลองใหม่ภายหลัง'),
];

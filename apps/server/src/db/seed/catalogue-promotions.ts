import type { CatalogueEntry } from './catalogue-entry';
import { PROMOTION_ERROR_CODES } from '@site/contract';

/**
 * Codes of the promotions (061050-061099; contract PROMOTION_ERROR_CODES names
 * them). SPEC 8's zh-TW texts are used word for word: 參與失敗 and 您已投注，不符合條件.
 */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 1): CatalogueEntry => ({ status, code, showType, tw, en, th });

export const PROMOTIONS_CATALOGUE: CatalogueEntry[] = [
  e(500, PROMOTION_ERROR_CODES.joinFailed, '參與失敗', 'Joining failed', 'เข้าร่วมไม่สำเร็จ'),
  e(400, PROMOTION_ERROR_CODES.hasBet, '您已投注，不符合條件', 'You have already placed a bet and are not eligible', 'คุณได้วางเดิมพันแล้ว จึงไม่ตรงตามเงื่อนไข'),
  e(400, PROMOTION_ERROR_CODES.alreadyJoined, '您已參與此活動', 'You have already joined this promotion', 'คุณได้เข้าร่วมกิจกรรมนี้แล้ว'),
  e(400, PROMOTION_ERROR_CODES.hasDeposit, '您已完成首次儲值，不符合條件', 'You have already made your first deposit and are not eligible', 'คุณได้ฝากเงินครั้งแรกแล้ว จึงไม่ตรงตามเงื่อนไข'),
];

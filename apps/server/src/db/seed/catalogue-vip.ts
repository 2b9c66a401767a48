import type { CatalogueEntry } from './catalogue-entry';
import { VIP_ERROR_CODES } from '@site/contract';

/**
 * Codes of the VIP area (041xxx; contract VIP_ERROR_CODES names them). The
 * zh-TW texts SPEC 8 gives are used word for word: 很抱歉，您的點券餘額不足 and
 * 兌換失敗，請稍候再試.
 */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 1): CatalogueEntry => ({ status, code, showType, tw, en, th });

export const VIP_CATALOGUE: CatalogueEntry[] = [
  e(400, VIP_ERROR_CODES.insufficientPoints, '很抱歉，您的點券餘額不足', 'Sorry, you do not have enough coupon points', 'ขออภัย คะแนนคูปองของคุณไม่เพียงพอ'),
  e(500, VIP_ERROR_CODES.exchangeFailed, '兌換失敗，請稍候再試', 'The exchange failed, please try again later', 'แลกไม่สำเร็จ กรุณาลองใหม่ภายหลัง'),
  e(400, VIP_ERROR_CODES.exchangeTooSmall, '兌換點數過少，不足以兌換最小金額', 'Too few points: they are worth less than the smallest amount', 'คะแนนน้อยเกินไป มีมูลค่าไม่ถึงจำนวนเงินขั้นต่ำ'),
  e(400, VIP_ERROR_CODES.exchangeCurrency, '此幣種暫不支援點券兌換', 'Points cannot be exchanged into this currency', 'สกุลเงินนี้ยังไม่รองรับการแลกคะแนน'),
];

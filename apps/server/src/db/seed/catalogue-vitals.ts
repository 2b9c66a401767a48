import { VITALS_BODY_LIMIT, VITALS_ERROR_CODES as V } from '@site/contract';
import type { CatalogueEntry } from './catalogue-entry';

/**
 * Issue 22, players' own figures (contract codes/vitals.ts names them): refusals of a beacon to
 * POST /api/v1/vitals. The browser sends it with navigator.sendBeacon and never reads the answer,
 * so none is shown to a player (showType 0); they are worded for whoever reads the API.
 */
const e = (status: number, code: string, tw: string, en: string, th: string): CatalogueEntry => ({ status, code, showType: 0, tw, en, th });

export const VITALS_CATALOGUE: CatalogueEntry[] = [
  e(
    400,
    V.malformed,
    '效能數據格式不正確，未予記錄。',
    'The performance figures are not in the expected form and were not recorded.',
    'ข้อมูลประสิทธิภาพมีรูปแบบไม่ถูกต้อง จึงไม่ได้บันทึกไว้',
  ),
  e(
    413,
    V.tooLarge,
    `效能數據超過 ${VITALS_BODY_LIMIT} 位元組上限，未予記錄。`,
    `The performance figures are over the ${VITALS_BODY_LIMIT}-byte limit and were not recorded.`,
    `ข้อมูลประสิทธิภาพเกินขีดจำกัด ${VITALS_BODY_LIMIT} ไบต์ จึงไม่ได้บันทึกไว้`,
  ),
  e(
    400,
    V.unknownMetric,
    '效能數據含有不支援的指標名稱（僅接受 LCP、INP、CLS），未予記錄。',
    'The performance figures name an unknown metric (only LCP, INP and CLS are taken) and were not recorded.',
    'ข้อมูลประสิทธิภาพมีชื่อตัวชี้วัดที่ไม่รองรับ (รับเฉพาะ LCP, INP และ CLS) จึงไม่ได้บันทึกไว้',
  ),
  e(
    400,
    V.outOfBounds,
    '效能數據的數值超出合理範圍，未予記錄。',
    'A performance figure is outside its possible range and was not recorded.',
    'ค่าของข้อมูลประสิทธิภาพอยู่นอกช่วงที่เป็นไปได้ จึงไม่ได้บันทึกไว้',
  ),
  e(
    429,
    V.rateLimited,
    '效能數據傳送過於頻繁，請稍後再試。',
    'Too many performance reports from this address; try again later.',
    'ส่งข้อมูลประสิทธิภาพถี่เกินไป กรุณาลองใหม่ภายหลัง',
  ),
  e(
    429,
    V.siteRateLimited,
    '目前收到的效能數據過多，未予記錄，請稍後再試。',
    'Too many performance reports are arriving at the moment; this one was not recorded. Try again later.',
    'ขณะนี้มีข้อมูลประสิทธิภาพส่งเข้ามามากเกินไป จึงไม่ได้บันทึกไว้ กรุณาลองใหม่ภายหลัง',
  ),
];

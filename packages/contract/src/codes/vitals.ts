// Issue 22, players' own figures: refusals of a web-vitals beacon (POST /v1/vitals). Each is declared
// here with its status and its texts in zh-TW, en and th. A refused beacon changes nothing.
import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Issue 22, players' own figures (contract
// codes/vitals.ts names them): refusals of a beacon to POST /api/v1/vitals. The browser sends it with
// navigator.sendBeacon and never reads the answer, so none is shown to a player (showType 0); they are worded
// for whoever reads the API.
import { VITALS_BODY_LIMIT } from '../api/vitals';

/** Refusals of a beacon of players' own figures (031100-031105). */
export const VITALS_ERRORS = /* @__PURE__ */ declareErrors({
  /** 400: the body is not JSON or not a beacon (route, device class, navigation type or the list of figures); data { issues }. */
  malformed: {
    code: '031100', status: 400, showType: 0,
    tw: '效能數據格式不正確，未予記錄。',
    en: 'The performance figures are not in the expected form and were not recorded.',
    th: 'ข้อมูลประสิทธิภาพมีรูปแบบไม่ถูกต้อง จึงไม่ได้บันทึกไว้',
  },
  /** 413: the body is over VITALS_BODY_LIMIT bytes; data { limitBytes }. */
  tooLarge: {
    code: '031101', status: 413, showType: 0,
    tw: `效能數據超過 ${VITALS_BODY_LIMIT} 位元組上限，未予記錄。`,
    en: `The performance figures are over the ${VITALS_BODY_LIMIT}-byte limit and were not recorded.`,
    th: `ข้อมูลประสิทธิภาพเกินขีดจำกัด ${VITALS_BODY_LIMIT} ไบต์ จึงไม่ได้บันทึกไว้`,
  },
  /** 400: a figure's name is not one of VITALS_METRICS; data { issues }. */
  unknownMetric: {
    code: '031102', status: 400, showType: 0,
    tw: '效能數據含有不支援的指標名稱（僅接受 LCP、INP、CLS），未予記錄。',
    en: 'The performance figures name an unknown metric (only LCP, INP and CLS are taken) and were not recorded.',
    th: 'ข้อมูลประสิทธิภาพมีชื่อตัวชี้วัดที่ไม่รองรับ (รับเฉพาะ LCP, INP และ CLS) จึงไม่ได้บันทึกไว้',
  },
  /** 400: a figure's value is outside its bounds (VITALS_BOUNDS); data { issues }. */
  outOfBounds: {
    code: '031103', status: 400, showType: 0,
    tw: '效能數據的數值超出合理範圍，未予記錄。',
    en: 'A performance figure is outside its possible range and was not recorded.',
    th: 'ค่าของข้อมูลประสิทธิภาพอยู่นอกช่วงที่เป็นไปได้ จึงไม่ได้บันทึกไว้',
  },
  /** 429: too many beacons from one address in a minute. */
  rateLimited: {
    code: '031104', status: 429, showType: 0,
    tw: '效能數據傳送過於頻繁，請稍後再試。',
    en: 'Too many performance reports from this address; try again later.',
    th: 'ส่งข้อมูลประสิทธิภาพถี่เกินไป กรุณาลองใหม่ภายหลัง',
  },
  /** 429: too many beacons from all addresses together in a minute (issue 33: many addresses filled the histograms). */
  siteRateLimited: {
    code: '031105', status: 429, showType: 0,
    tw: '目前收到的效能數據過多，未予記錄，請稍後再試。',
    en: 'Too many performance reports are arriving at the moment; this one was not recorded. Try again later.',
    th: 'ขณะนี้มีข้อมูลประสิทธิภาพส่งเข้ามามากเกินไป จึงไม่ได้บันทึกไว้ กรุณาลองใหม่ภายหลัง',
  },
});
export const VITALS_ERROR_CODES = /* @__PURE__ */ codesOf(VITALS_ERRORS);

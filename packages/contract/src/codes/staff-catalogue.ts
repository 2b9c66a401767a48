import { codesOf, declareErrors } from './declare';

// Codes of the back office's catalogue, maintenance and VIP configuration (081100-081119, issue 38).

export const STAFF_CATALOGUE_ERRORS = /* @__PURE__ */ declareErrors({
  /** 404: no such game. */
  gameNotFound: {
    code: '081100', status: 404,
    tw: '查無此遊戲',
    en: 'No such game',
    th: 'ไม่พบเกมนี้',
  },
  /** 400: the change names nothing to change. */
  nothingToChange: {
    code: '081101', status: 400,
    tw: '沒有要變更的項目',
    en: 'Nothing to change',
    th: 'ไม่มีรายการที่จะเปลี่ยน',
  },
  /** 404: no such game provider of that game type. */
  providerNotFound: {
    code: '081102', status: 404,
    tw: '查無此遊戲平台',
    en: 'No such game provider',
    th: 'ไม่พบผู้ให้บริการเกมนี้',
  },
  /** 400: the window ends before it starts, or has already ended. */
  windowInvalid: {
    code: '081103', status: 400,
    tw: '維護時段的結束時間須晚於開始時間及現在',
    en: 'The window must end after it starts and after now',
    th: 'ช่วงเวลาต้องสิ้นสุดหลังเวลาเริ่มและหลังเวลาปัจจุบัน',
  },
  /** 404: no such VIP level. */
  vipLevelNotFound: {
    code: '081104', status: 404,
    tw: '查無此 VIP 等級',
    en: 'No such VIP level',
    th: 'ไม่พบระดับ VIP นี้',
  },
  /** 400: the day a change takes effect is before today (+08:00). */
  effectiveDayPast: {
    code: '081105', status: 400,
    tw: '生效日不可早於今天',
    en: 'The change cannot take effect before today',
    th: 'วันที่มีผลต้องไม่ก่อนวันนี้',
  },
  /** 404: no such pending VIP change. */
  vipChangeNotFound: {
    code: '081106', status: 404,
    tw: '查無此待生效的 VIP 變更',
    en: 'No such pending VIP change',
    th: 'ไม่พบการเปลี่ยนแปลง VIP ที่รอมีผลนี้',
  },
  /** 409: the thresholds must rise with the level (a level may not ask less than the one below it). */
  thresholdsOrder: {
    code: '081107', status: 409,
    tw: '門檻須隨等級遞增',
    en: 'Thresholds must rise with the level',
    th: 'เกณฑ์ต้องเพิ่มขึ้นตามระดับ',
  },
  /** 404: no such brand (a brand override names one of BRAND_IDS). */
  brandNotFound: {
    code: '081108', status: 404,
    tw: '查無此品牌',
    en: 'No such brand',
    th: 'ไม่พบแบรนด์นี้',
  },
});
export const STAFF_CATALOGUE_ERROR_CODES = /* @__PURE__ */ codesOf(STAFF_CATALOGUE_ERRORS);

import { codesOf, declareErrors } from './declare';

/** The back office's reports (081120-081129, issue 38; api/staff-reports.ts). */
export const STAFF_REPORT_ERRORS = /* @__PURE__ */ declareErrors({
  /** 404: the brand asked for is not one this server's database serves (one database per brand); data { served }. */
  brandNotServed: {
    code: '081120', status: 404,
    tw: '此後台不提供該品牌的報表',
    en: 'This back office holds no reports for that brand',
    th: 'ระบบหลังบ้านนี้ไม่มีรายงานของแบรนด์นั้น',
  },
  /** 400: the range ends before it starts, or is longer than REPORT_MAX_DAYS; data { maxDays }. */
  badRange: {
    code: '081121', status: 400,
    tw: '日期區間不正確（結束日不可早於開始日，且最長 366 天）',
    en: 'Check the dates: the end may not come before the start, and a report covers at most 366 days',
    th: 'ช่วงวันที่ไม่ถูกต้อง (วันสิ้นสุดต้องไม่ก่อนวันเริ่ม และยาวได้ไม่เกิน 366 วัน)',
  },
  /** 404: the currency asked for is not one of the site's. */
  unknownCurrency: {
    code: '081122', status: 404,
    tw: '查無此幣別',
    en: 'No such currency',
    th: 'ไม่พบสกุลเงินนี้',
  },
});
export const STAFF_REPORT_ERROR_CODES = /* @__PURE__ */ codesOf(STAFF_REPORT_ERRORS);

import { codesOf, declareErrors } from './declare';

// Codes of the back office's staff (081001-081099, issue 37; contract STAFF_ERROR_CODES names them). Our own
// zh-TW, in Taiwan usage. A staff session's own refusals (missing, unknown, expired, logged out) are the
// session codes 001001-001004, as for players and agents.

/** The staff login, two-factor and roles' codes (each declared here with its status and texts). */
export const STAFF_ERRORS = /* @__PURE__ */ declareErrors({
  /** 403: the staff member's roles do not include one the endpoint allows (the contract's `roles`). */
  roleRefused: {
    code: '081001', status: 403,
    tw: '您沒有執行此操作的權限',
    en: 'Your role does not allow this',
    th: 'บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้',
  },
  /** 401: wrong name, password or code; data { remainingAttempts }. */
  wrongCredentials: {
    code: '081002', status: 401,
    tw: '帳號、密碼或驗證碼錯誤',
    en: 'Wrong name, password or code',
    th: 'ชื่อ รหัสผ่าน หรือรหัสยืนยันไม่ถูกต้อง',
  },
  /** 423: too many wrong passwords or codes; data { lockedUntil, minutes }. */
  locked: {
    code: '081003', status: 423,
    tw: '錯誤次數過多，登入已暫時鎖定',
    en: 'Too many wrong attempts: the login is locked for now',
    th: 'ใส่ผิดหลายครั้งเกินไป การเข้าสู่ระบบถูกระงับชั่วคราว',
  },
  /** 401: the login step's ticket is unknown, used or older than 5 minutes: start with the password again. */
  ticketInvalid: {
    code: '081004', status: 401,
    tw: '登入步驟已逾時，請重新輸入密碼',
    en: 'This login step has expired: enter your password again',
    th: 'ขั้นตอนเข้าสู่ระบบหมดเวลาแล้ว กรุณาใส่รหัสผ่านอีกครั้ง',
  },
  /** 409: enrolment asked of a member who already has two-factor, or a code asked of one who has not enrolled. */
  enrolState: {
    code: '081005', status: 409,
    tw: '兩步驟驗證狀態不符',
    en: 'Two-factor enrolment is not in the state this needs',
    th: 'สถานะการยืนยันสองขั้นตอนไม่ถูกต้อง',
  },
  /** 403: the caller's address is not on the back office's allow-list (STAFF_ALLOWED_ADDRESSES). */
  addressRefused: {
    code: '081006', status: 403,
    tw: '此網路位址不可使用後台',
    en: 'The back office cannot be used from this address',
    th: 'ไม่สามารถใช้ระบบหลังบ้านจากที่อยู่นี้ได้',
  },
  /** 404: no such staff member. */
  staffNotFound: {
    code: '081007', status: 404,
    tw: '查無此員工',
    en: 'No such staff member',
    th: 'ไม่พบพนักงานนี้',
  },
  /** 409: the name belongs to another staff member. */
  nameTaken: {
    code: '081008', status: 409,
    tw: '此員工帳號已存在',
    en: 'This staff name is already in use',
    th: 'ชื่อพนักงานนี้ถูกใช้แล้ว',
  },
  /** 409: an admin cannot disable their own account (the last way in). */
  selfDisable: {
    code: '081009', status: 409,
    tw: '無法停用自己的帳號',
    en: 'You cannot disable your own account',
    th: 'ไม่สามารถระงับบัญชีของตัวเองได้',
  },
  /** 409: the queue item is claimed by another staff member; data { staffId, name, until }. */
  claimedByOther: {
    code: '081010', status: 409,
    tw: '此項目已由其他員工處理中',
    en: 'Another staff member is working on this item',
    th: 'พนักงานคนอื่นกำลังดำเนินการรายการนี้อยู่',
  },
  /** 409: four eyes: this withdrawal's second approval must come from another staff member; data { threshold }. */
  sameApprover: {
    code: '081011', status: 409,
    tw: '此筆提款需由另一位員工覆核',
    en: 'This withdrawal needs its second approval from another staff member',
    th: 'รายการถอนนี้ต้องได้รับการอนุมัติครั้งที่สองจากพนักงานคนอื่น',
  },
});
export const STAFF_ERROR_CODES = /* @__PURE__ */ codesOf(STAFF_ERRORS);

/** The player's file (081050-081059, issue 37; api/staff-players.ts): its own range, apart from the queues'. */
export const STAFF_PLAYER_ERRORS = /* @__PURE__ */ declareErrors({
  /** 404: no such player (or an agent's own account, which has no player's file). */
  playerNotFound: {
    code: '081050', status: 404,
    tw: '查無此會員',
    en: 'No such player',
    th: 'ไม่พบสมาชิกนี้',
  },
  /** 404: no such balance adjustment. */
  adjustmentNotFound: {
    code: '081051', status: 404,
    tw: '查無此調帳申請',
    en: 'No such balance adjustment',
    th: 'ไม่พบคำขอปรับยอดนี้',
  },
  /** 409: the adjustment was already approved or rejected. */
  adjustmentDecided: {
    code: '081052', status: 409,
    tw: '此調帳申請已處理',
    en: 'This balance adjustment has already been decided',
    th: 'คำขอปรับยอดนี้ได้รับการพิจารณาแล้ว',
  },
  /** 403: four eyes: the member who asked for an adjustment cannot approve or reject it; another member must. */
  sameApprover: {
    code: '081053', status: 403,
    tw: '調帳需由另一位員工覆核',
    en: 'Another staff member must approve this adjustment',
    th: 'การปรับยอดนี้ต้องได้รับการอนุมัติจากพนักงานอีกคน',
  },
});
export const STAFF_PLAYER_ERROR_CODES = /* @__PURE__ */ codesOf(STAFF_PLAYER_ERRORS);

/** Risk and safer gambling (081060-081069, issue 38; api/staff-risk.ts). */
export const STAFF_RISK_ERRORS = /* @__PURE__ */ declareErrors({
  /** 404: no such withheld bonus. */
  withheldNotFound: {
    code: '081060', status: 404,
    tw: '查無此扣留紅利',
    en: 'No such withheld bonus',
    th: 'ไม่พบโบนัสที่ถูกระงับนี้',
  },
  /** 409: the withheld bonus was already released or confirmed; data { status }. */
  withheldDecided: {
    code: '081061', status: 409,
    tw: '此扣留紅利已處理',
    en: 'This withheld bonus has already been decided',
    th: 'โบนัสที่ถูกระงับนี้ได้รับการพิจารณาแล้ว',
  },
  /** 409: the refusal held no money (a refused join or claim): it can be confirmed, not released. */
  nothingToRelease: {
    code: '081062', status: 409,
    tw: '此項目沒有可發放的金額，只能確認扣留',
    en: 'Nothing was withheld in money here: it can only be confirmed',
    th: 'ไม่มีจำนวนเงินที่ถูกระงับ ทำได้เพียงยืนยันการระงับ',
  },
  /** 409: staff may only tighten a player's protection: the limit or time-out asked for is not stricter than the one in force; data { current }. */
  notStricter: {
    code: '081063', status: 409,
    tw: '只能設定比目前更嚴格的限制',
    en: 'Staff can only make a protection stricter, never looser',
    th: 'ตั้งได้เฉพาะข้อจำกัดที่เข้มงวดกว่าเดิมเท่านั้น',
  },
});
export const STAFF_RISK_ERROR_CODES = /* @__PURE__ */ codesOf(STAFF_RISK_ERRORS);

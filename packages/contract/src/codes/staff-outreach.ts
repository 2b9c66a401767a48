import { codesOf, declareErrors } from './declare';

// Codes of the back office's letters to many players and agents (081130-081159, issue 38). Our own zh-TW, in
// Taiwan usage.

/** Letters to a segment of players (api/staff-letters.ts). */
export const STAFF_LETTER_ERRORS = /* @__PURE__ */ declareErrors({
  /** 404: no such letter campaign. */
  campaignNotFound: {
    code: '081130', status: 404,
    tw: '查無此群發信件',
    en: 'No such letter to many players',
    th: 'ไม่พบจดหมายถึงผู้เล่นหลายคนนี้',
  },
  /** 409: only a scheduled letter can be cancelled; data { status }. */
  campaignNotScheduled: {
    code: '081131', status: 409,
    tw: '此信件已開始寄送或已結束，無法取消',
    en: 'This letter is already sending or finished: it can no longer be cancelled',
    th: 'จดหมายนี้กำลังส่งหรือส่งเสร็จแล้ว ยกเลิกไม่ได้',
  },
  /** 422: the sending time is in the past (more than a minute ago). */
  sendAtPast: {
    code: '081132', status: 422,
    tw: '排程時間不可早於現在',
    en: 'The scheduled time cannot be in the past',
    th: 'เวลาที่ตั้งไว้ต้องไม่เป็นเวลาที่ผ่านมาแล้ว',
  },
  /** 409: the segment reaches no player. */
  segmentEmpty: {
    code: '081133', status: 409,
    tw: '此條件沒有符合的玩家',
    en: 'No player matches this segment',
    th: 'ไม่มีผู้เล่นที่ตรงกับเงื่อนไขนี้',
  },
  /** 422: a range of the segment ends before it starts (VIP levels, dates or deposit counts); data { field }. */
  segmentRange: {
    code: '081134', status: 422,
    tw: '條件範圍的起點不可晚於終點',
    en: 'A range of the segment ends before it starts',
    th: 'ช่วงของเงื่อนไขสิ้นสุดก่อนเริ่มต้น',
  },
});
export const STAFF_LETTER_ERROR_CODES = /* @__PURE__ */ codesOf(STAFF_LETTER_ERRORS);

/** Agents and their commission in the back office (api/staff-agents.ts). */
export const STAFF_AGENT_ERRORS = /* @__PURE__ */ declareErrors({
  /** 404: no such agent. */
  agentNotFound: {
    code: '081140', status: 404,
    tw: '查無此代理',
    en: 'No such agent',
    th: 'ไม่พบตัวแทนนี้',
  },
  /** 409: the account name is taken (by a player or an agent). */
  accountTaken: {
    code: '081141', status: 409,
    tw: '此帳號已被使用',
    en: 'This account name is taken',
    th: 'ชื่อบัญชีนี้ถูกใช้แล้ว',
  },
  /** 409: the proxy code belongs to another agent. */
  proxyCodeTaken: {
    code: '081142', status: 409,
    tw: '此推廣代碼已屬於其他代理',
    en: 'This proxy code belongs to another agent',
    th: 'รหัสแนะนำนี้เป็นของตัวแทนอื่นแล้ว',
  },
  /** 409: the agent already has that tier. */
  sameTier: {
    code: '081143', status: 409,
    tw: '代理已是此等級',
    en: 'The agent already has this tier',
    th: 'ตัวแทนอยู่ในระดับนี้แล้ว',
  },
  /** 404: no such commission statement. */
  statementNotFound: {
    code: '081144', status: 404,
    tw: '查無此佣金報表',
    en: 'No such commission statement',
    th: 'ไม่พบรายงานค่าคอมมิชชันนี้',
  },
  /** 409: the statement is not in a state for this step (approving a paid one, paying a pending one); data { status }. */
  statementState: {
    code: '081145', status: 409,
    tw: '佣金報表狀態不符，請重新整理',
    en: 'The statement is not in a state for this step: refresh it',
    th: 'สถานะของรายงานค่าคอมมิชชันไม่ตรง กรุณารีเฟรช',
  },
  /** 409: this member has approved the statement already (above the line a second member must approve). */
  alreadyApproved: {
    code: '081146', status: 409,
    tw: '您已核准過此佣金，需由另一位人員核准',
    en: 'You have approved this commission already: another member must approve it',
    th: 'คุณอนุมัติค่าคอมมิชชันนี้แล้ว ต้องให้เจ้าหน้าที่อีกคนอนุมัติ',
  },
  /** 409: a member who approved the statement cannot pay it (four eyes). */
  approverCannotPay: {
    code: '081147', status: 409,
    tw: '核准此佣金的人員不可執行發放',
    en: 'A member who approved this commission cannot pay it',
    th: 'เจ้าหน้าที่ที่อนุมัติค่าคอมมิชชันนี้ไม่สามารถจ่ายเองได้',
  },
});
export const STAFF_AGENT_ERROR_CODES = /* @__PURE__ */ codesOf(STAFF_AGENT_ERRORS);

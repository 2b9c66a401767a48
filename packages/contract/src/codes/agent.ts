import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of the agent backend (031080-031099, issue 21;
// contract AGENT_ERROR_CODES names them). Our own zh-TW, in Taiwan usage.

/** The agent backend's codes (031080-031099, issue 21; each declared here with its status and texts). */
export const AGENT_ERRORS = /* @__PURE__ */ declareErrors({
  /** The account is not an agent (operator commands; the agent login answers 012001 as for a wrong password). */
  notAgent: {
    code: '031080', status: 404,
    tw: '此帳號不是代理帳號',
    en: 'This account is not an agent',
    th: 'บัญชีนี้ไม่ใช่บัญชีตัวแทน',
  },
  /** The member is not one of this agent's members (or does not exist). */
  memberNotFound: {
    code: '031081', status: 404,
    tw: '查無此會員',
    en: 'No such member',
    th: 'ไม่พบสมาชิกนี้',
  },
  /** No statement for that month. */
  statementNotFound: {
    code: '031082', status: 404,
    tw: '該月份尚無佣金報表',
    en: 'There is no commission statement for that month',
    th: 'ยังไม่มีรายงานค่าคอมมิชชันของเดือนนั้น',
  },
  /** The month is before the agent existed or after the current month. */
  monthOutOfRange: {
    code: '031083', status: 400,
    tw: '月份超出可查詢範圍',
    en: 'That month is outside the range you can view',
    th: 'เดือนนั้นอยู่นอกช่วงที่ดูได้',
  },
  /** The statement is not in the state the operator command needs (approve: pending; pay: approved). */
  statementState: {
    code: '031084', status: 409,
    tw: '佣金報表狀態不符，無法執行此操作',
    en: 'The statement is not in a state that allows this',
    th: 'สถานะของรายงานไม่อนุญาตให้ทำรายการนี้',
  },
  /** The proxy code is already taken by another proxy or agent. */
  proxyCodeTaken: {
    code: '031085', status: 409,
    tw: '此經銷號已被使用',
    en: 'This proxy code is already in use',
    th: 'รหัสตัวแทนนี้ถูกใช้แล้ว',
  },
});
export const AGENT_ERROR_CODES = /* @__PURE__ */ codesOf(AGENT_ERRORS);

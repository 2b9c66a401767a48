import type { CatalogueEntry } from './catalogue-entry';
import { AGENT_ERROR_CODES } from '@site/contract';

/** Codes of the agent backend (031080-031099, issue 21; contract AGENT_ERROR_CODES names them). Our own zh-TW, in Taiwan usage. */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 1): CatalogueEntry => ({ status, code, showType, tw, en, th });

export const AGENT_CATALOGUE: CatalogueEntry[] = [
  e(404, AGENT_ERROR_CODES.notAgent, '此帳號不是代理帳號', 'This account is not an agent', 'บัญชีนี้ไม่ใช่บัญชีตัวแทน'),
  e(404, AGENT_ERROR_CODES.memberNotFound, '查無此會員', 'No such member', 'ไม่พบสมาชิกนี้'),
  e(404, AGENT_ERROR_CODES.statementNotFound, '該月份尚無佣金報表', 'There is no commission statement for that month', 'ยังไม่มีรายงานค่าคอมมิชชันของเดือนนั้น'),
  e(400, AGENT_ERROR_CODES.monthOutOfRange, '月份超出可查詢範圍', 'That month is outside the range you can view', 'เดือนนั้นอยู่นอกช่วงที่ดูได้'),
  e(409, AGENT_ERROR_CODES.statementState, '佣金報表狀態不符，無法執行此操作', 'The statement is not in a state that allows this', 'สถานะของรายงานไม่อนุญาตให้ทำรายการนี้'),
  e(409, AGENT_ERROR_CODES.proxyCodeTaken, '此經銷號已被使用', 'This proxy code is already in use', 'รหัสตัวแทนนี้ถูกใช้แล้ว'),
];

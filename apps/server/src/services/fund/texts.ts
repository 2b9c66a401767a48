import { moneyText } from '../wallet/money';
import type { NoticeTexts } from './notices';

/** Notice texts in the three languages (SPEC 4: an inbox notice for each review result and status change). */

const DEPOSIT_STATUS: Record<string, [string, string, string]> = {
  success: ['儲值成功', 'Deposit successful', 'ฝากเงินสำเร็จ'],
  failure: ['儲值失敗', 'Deposit failed', 'ฝากเงินไม่สำเร็จ'],
  timeout: ['儲值訂單已逾時', 'Deposit order timed out', 'คำสั่งฝากเงินหมดเวลา'],
  cancelled: ['儲值訂單已取消', 'Deposit order cancelled', 'คำสั่งฝากเงินถูกยกเลิก'],
};

const WITHDRAW_STATUS: Record<string, [string, string, string]> = {
  processing: ['託售申請已提交', 'Withdrawal submitted', 'ส่งคำขอถอนเงินแล้ว'],
  reviewing: ['託售審核中', 'Withdrawal under review', 'การถอนเงินอยู่ระหว่างตรวจสอบ'],
  withdrawing: ['託售出款中', 'Withdrawal being paid out', 'กำลังโอนเงินถอน'],
  success: ['託售成功', 'Withdrawal successful', 'ถอนเงินสำเร็จ'],
  failure: ['託售失敗', 'Withdrawal failed', 'ถอนเงินไม่สำเร็จ'],
  cancelled: ['託售已取消', 'Withdrawal cancelled', 'การถอนเงินถูกยกเลิก'],
};

export function tradeNotice(area: 'deposit' | 'withdraw', status: string, orderNo: string, currency: string, amount: number, reason: string): NoticeTexts {
  const titles = (area === 'deposit' ? DEPOSIT_STATUS : WITHDRAW_STATUS)[status] ?? [status, status, status];
  const money = moneyText(currency, amount);
  const why = (label: string) => (reason ? ` ${label}${reason}` : '');
  return {
    TW: { title: titles[0], body: `訂單 ${orderNo}，金額 ${money}。${why('原因：')}`.trim() },
    EN: { title: titles[1], body: `Order ${orderNo}, amount ${money}.${why('Reason: ')}` },
    TH: { title: titles[2], body: `คำสั่ง ${orderNo} จำนวน ${money}${why('เหตุผล: ')}` },
  };
}

/** `held`: a card that is not the first destination receives withdrawals 24 hours after approval (issue 17). */
export function cardReviewNotice(approved: boolean, maskedCard: string, reason: string, held = false): NoticeTexts {
  if (approved && held) {
    const warn = { TW: '如非本人操作，請立即修改密碼並聯繫客服。', EN: 'If this was not you, change your password and contact customer service now.', TH: 'หากไม่ใช่คุณ กรุณาเปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้าทันที' };
    return {
      TW: { title: '銀行卡綁定成功', body: `您的銀行卡 ${maskedCard} 已審核通過，可用於儲值，24 小時後方可用於託售。${warn.TW}` },
      EN: { title: 'Bank card bound', body: `Your bank card ${maskedCard} was approved: it can be used for deposits now and for withdrawals after 24 hours. ${warn.EN}` },
      TH: { title: 'ผูกบัญชีธนาคารสำเร็จ', body: `บัญชีธนาคาร ${maskedCard} ของคุณผ่านการตรวจสอบแล้ว ใช้ฝากเงินได้ทันทีและใช้ถอนเงินได้หลังจาก 24 ชั่วโมง ${warn.TH}` },
    };
  }
  if (approved) {
    return {
      TW: { title: '銀行卡綁定成功', body: `您的銀行卡 ${maskedCard} 已審核通過，可用於儲值與託售。` },
      EN: { title: 'Bank card bound', body: `Your bank card ${maskedCard} was approved and can be used for deposits and withdrawals.` },
      TH: { title: 'ผูกบัญชีธนาคารสำเร็จ', body: `บัญชีธนาคาร ${maskedCard} ของคุณผ่านการตรวจสอบแล้ว ใช้ฝากและถอนเงินได้` },
    };
  }
  return {
    TW: { title: '銀行卡綁定失敗', body: `您的銀行卡 ${maskedCard} 未通過審核。原因：${reason}` },
    EN: { title: 'Bank card binding failed', body: `Your bank card ${maskedCard} was not approved. Reason: ${reason}` },
    TH: { title: 'ผูกบัญชีธนาคารไม่สำเร็จ', body: `บัญชีธนาคาร ${maskedCard} ของคุณไม่ผ่านการตรวจสอบ เหตุผล: ${reason}` },
  };
}

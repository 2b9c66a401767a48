import type { BreakKind } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { expireDepositsIn } from '../fund/deposits';
import { writeNotice, type NoticeTexts } from '../fund/notices';
import { moneyText } from '../wallet/money';

type Db = Kysely<Database>;

const KIND_WORDS: Record<BreakKind, { TW: string; EN: string; TH: string }> = {
  timeout: { TW: '暫停遊戲', EN: 'a time-out', TH: 'ช่วงพักการเล่น' },
  exclusion: { TW: '自我排除', EN: 'a self-exclusion', TH: 'การกีดกันตนเอง' },
};

/** The transaction notice of an order the break cancelled, in every language (the title is the deposit notices' 儲值訂單已取消). */
export function breakCancelNotice(kind: BreakKind, orderNo: string, currency: string, amount: number): NoticeTexts {
  const money = moneyText(currency, amount);
  const k = KIND_WORDS[kind];
  return {
    TW: { title: '儲值訂單已取消', body: `訂單 ${orderNo}，金額 ${money}。您已開始${k.TW}，這筆尚未付款的儲值訂單已取消，請勿再付款。` },
    EN: { title: 'Deposit order cancelled', body: `Order ${orderNo}, amount ${money}. You started ${k.EN}, so this unpaid deposit order was cancelled: please do not pay it.` },
    TH: { title: 'คำสั่งฝากเงินถูกยกเลิก', body: `คำสั่ง ${orderNo} จำนวน ${money} คุณได้เริ่ม${k.TH} คำสั่งฝากเงินที่ยังไม่ได้ชำระนี้จึงถูกยกเลิก กรุณาอย่าชำระเงิน` },
  };
}

/**
 * Issue 33, finding 3: when a time-out or self-exclusion starts (in takeBreak's transaction, under the
 * player's lock), the player's deposit orders still waiting for payment are cancelled, each with a
 * transaction notice, so none is paid and credited during the break. Orders past their window first
 * become 'timeout' as they would on any read. A USDT order whose transaction hash was already sent is
 * paid, not pending: it is left to the operator, whose approval is refused while the break runs
 * (services/fund/review.ts), so the money is returned (reject) or credited after the break, never during it.
 * The cancellation is the break's, not the player's: it does not count towards the automatic suspension.
 */
export async function cancelDepositsForBreak(trx: Db, accountId: number, kind: BreakKind, now: Date): Promise<number> {
  await expireDepositsIn(trx, now, accountId);
  const at = now.toISOString();
  const cancelled = await trx
    .updateTable('deposit_orders')
    .set({ status: 'cancelled', updated_at: at })
    .where('account_id', '=', accountId)
    .where('status', '=', 'processing')
    .where('tx_hash', 'is', null)
    .returning(['order_no', 'currency', 'amount'])
    .execute();
  for (const o of cancelled) await writeNotice(trx, accountId, 'trade', breakCancelNotice(kind, o.order_no, o.currency, Number(o.amount)), now);
  return cancelled.length;
}

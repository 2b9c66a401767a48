import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeNotice } from '../fund/notices';
import { moneyText } from '../wallet/money';
import { firstRechargeOnDeposit, type ApprovedDeposit } from './first-recharge';
import { inviteOnDeposit } from './invite';

type Db = Kysely<Database>;

/**
 * What a deposit approval pays out besides the deposit (services/fund/review.ts
 * calls it inside the approval's transaction, after the order became success):
 * the depositor's first-recharge bonus and their inviter's reward, each a
 * bonus ledger entry with a transaction notice. Returns the accounts whose
 * balance changed. Their open pages hear of it from the ledger and the notices
 * themselves, once the approval's transaction commits (moneyTransaction).
 */
export async function promotionsOnDeposit(trx: Db, order: ApprovedDeposit, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const credited: number[] = [];
  const bonus = await firstRechargeOnDeposit(trx, order, at);
  if (bonus > 0) {
    const money = moneyText(order.currency, bonus);
    await writeNotice(
      trx,
      order.account_id,
      'trade',
      {
        TW: { title: '首存紅利已到帳', body: `您的首次儲值（訂單 ${order.order_no}）獲得紅利 ${money}，已存入主錢包。` },
        EN: { title: 'First-deposit bonus credited', body: `Your first deposit (order ${order.order_no}) earned a bonus of ${money}, credited to your main wallet.` },
        TH: { title: 'ได้รับโบนัสฝากครั้งแรกแล้ว', body: `การฝากครั้งแรกของคุณ (คำสั่ง ${order.order_no}) ได้รับโบนัส ${money} เข้ากระเป๋าหลักแล้ว` },
      },
      now,
    );
    credited.push(order.account_id);
  }
  const invite = await inviteOnDeposit(trx, order, at);
  if (invite) {
    const money = moneyText(order.currency, invite.amount);
    await writeNotice(
      trx,
      invite.inviterId,
      'trade',
      {
        TW: { title: '邀請好友獎勵已到帳', body: `您邀請的好友已完成儲值，獎勵 ${money} 已存入主錢包。` },
        EN: { title: 'Invite reward credited', body: `A friend you invited has made a deposit: your reward of ${money} was credited to your main wallet.` },
        TH: { title: 'ได้รับรางวัลชวนเพื่อนแล้ว', body: `เพื่อนที่คุณชวนได้ฝากเงินแล้ว รางวัล ${money} เข้ากระเป๋าหลักของคุณแล้ว` },
      },
      now,
    );
    credited.push(invite.inviterId);
  }
  return credited;
}

import { SMS_REQUEST_TYPES } from '@site/contract';
import { twoFactorOn, useSecurityCode } from '../accounts/two-factor-guard';
import { type Db, iso, plusMs } from './common';
import { FundErrors } from './errors';
import { writeNotice, type NoticeTexts } from './notices';
import { assertNotLocked, checkWithdrawPassword } from './withdraw-guard';

/**
 * New destinations for money (issue 17). Someone holding a player's session could otherwise add their
 * own card or address and withdraw to it at once; a real player who did not do it needs time to see
 * the notice and call support. So binding asks for a proof, and a destination that is not the
 * player's first receives withdrawals only DESTINATION_HOLD_MS after it became usable (an address
 * when bound, a card when approved). The first one is exempt: a new player can withdraw at once.
 */
export const DESTINATION_HOLD_MS = 24 * 60 * 60_000;

export type DestinationKind = 'card' | 'address';

export interface BindingProof {
  withdrawPassword?: string | undefined;
  code?: string | undefined;
}

/**
 * The proof of a new destination: the withdrawal password (counted and locked like the withdrawal's,
 * 031008/031030; 031009 when none is set) or a type-9 code sent to the bound phone (the player without
 * a withdrawal password takes this way, as do banks: a one-time code to the known phone). Neither: 031033.
 */
export async function proveBinding(
  db: Db,
  player: { id: number; withdraw_password_hash: string | null; country_code: string | null; telephone: string | null },
  proof: BindingProof,
  now = new Date(),
): Promise<void> {
  if (proof.withdrawPassword !== undefined) {
    if (!player.withdraw_password_hash) throw FundErrors.withdrawPasswordMissing();
    await assertNotLocked(db, player.id, now);
    await checkWithdrawPassword(db, player.id, player.withdraw_password_hash, proof.withdrawPassword, now);
    return;
  }
  // The bound phone's code, or the authenticator code while two-factor is on (issue 39; two-factor-guard.ts).
  if (proof.code !== undefined && ((player.country_code && player.telephone) || (await twoFactorOn(db, player.id)))) {
    await useSecurityCode(db, player, [SMS_REQUEST_TYPES.bindDestination], proof.code);
    return;
  }
  throw FundErrors.bindingProofRequired();
}

/** Whether the player had another destination (approved card or address) than this one. */
async function hadOther(trx: Db, accountId: number, kind: DestinationKind, refId: number): Promise<boolean> {
  let cards = trx.selectFrom('bank_cards').select('id').where('account_id', '=', accountId).where('status', '=', 'approved');
  if (kind === 'card') cards = cards.where('id', '!=', refId);
  let addresses = trx.selectFrom('wallet_addresses').select('id').where('account_id', '=', accountId);
  if (kind === 'address') addresses = addresses.where('id', '!=', refId);
  return (await cards.executeTakeFirst()) !== undefined || (await addresses.executeTakeFirst()) !== undefined;
}

function boundNotice(kind: DestinationKind, masked: string, usableFrom: string | null): NoticeTexts {
  const [tw, en, th] = kind === 'card' ? ['銀行卡', 'bank card', 'บัญชีธนาคาร'] : ['錢包地址', 'wallet address', 'ที่อยู่กระเป๋าเงิน'];
  const hold = usableFrom !== null;
  return {
    TW: { title: `已綁定新的${tw}`, body: `您的帳號已綁定新的${tw} ${masked}${hold ? '，24 小時後方可用於託售' : ''}。如非本人操作，請立即修改密碼並聯繫客服。` },
    EN: {
      title: `New ${en} bound`,
      body: `A new ${en} ${masked} was bound to your account${hold ? '; it can receive withdrawals after 24 hours' : ''}. If this was not you, change your password and contact customer service now.`,
    },
    TH: { title: `ผูก${th}ใหม่แล้ว`, body: `บัญชีของคุณผูก${th}ใหม่ ${masked}${hold ? ' ใช้ถอนเงินได้หลังจาก 24 ชั่วโมง' : ''} หากไม่ใช่คุณ กรุณาเปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้าทันที` },
  };
}

/**
 * In the transaction that makes a destination usable: holds it unless it is the player's first.
 * Returns usableFrom (null when not held). A card's approval notice says so itself (review.ts).
 */
export async function holdNewDestination(trx: Db, accountId: number, kind: DestinationKind, refId: number, now: Date): Promise<string | null> {
  const usableFrom = (await hadOther(trx, accountId, kind, refId)) ? iso(plusMs(now, DESTINATION_HOLD_MS)) : null;
  if (usableFrom) await trx.insertInto('destination_holds').values({ kind, ref_id: refId, account_id: accountId, usable_from: usableFrom }).execute();
  return usableFrom;
}

/** An address bound: the player is told at once, with the hold (a stranger with the session is noticed). */
export async function noticeNewAddress(trx: Db, accountId: number, masked: string, usableFrom: string | null, now: Date): Promise<void> {
  await writeNotice(trx, accountId, 'system', boundNotice('address', masked, usableFrom), now);
}

/** The player's destinations still on hold: 'card:12' -> usableFrom. */
export async function heldDestinations(db: Db, accountId: number, now: Date): Promise<Map<string, string>> {
  const rows = await db.selectFrom('destination_holds').select(['kind', 'ref_id', 'usable_from']).where('account_id', '=', accountId).where('usable_from', '>', iso(now)).execute();
  return new Map(rows.map((r) => [`${r.kind}:${r.ref_id}`, r.usable_from]));
}

/** 031031 with the time it becomes usable. */
export async function assertDestinationUsable(db: Db, accountId: number, kind: DestinationKind, refId: number, now: Date): Promise<void> {
  const until = (await heldDestinations(db, accountId, now)).get(`${kind}:${refId}`);
  if (until) throw FundErrors.destinationOnHold(until);
}

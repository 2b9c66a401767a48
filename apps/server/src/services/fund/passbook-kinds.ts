import { LEDGER_KINDS, type LedgerKind, type LedgerSource, type TransactionType } from '@site/contract';

/**
 * The passbook type each ledger kind is filed under (issue 19). Typed by the
 * contract's list, so a kind added there without a type here is a type error.
 * seed (the demo opening balance) is an addCoin; a points-coupon exchange a
 * bonus; a withdrawal's hold and refund are the withdrawal; transfers and
 * recycling between main and a game wallet are 'transfer'. bet and payout move
 * game wallets only (never main), filed as the debit and credit they are.
 */
export const KIND_TYPE: Record<LedgerKind, TransactionType> = {
  seed: 'addCoin',
  deposit: 'deposit',
  withdrawHold: 'withdrawal',
  withdrawRefund: 'withdrawal',
  transferOut: 'transfer',
  transferIn: 'transfer',
  recycleOut: 'transfer',
  recycleIn: 'transfer',
  bet: 'deductCoin',
  payout: 'addCoin',
  addCoin: 'addCoin',
  deductCoin: 'deductCoin',
  bonus: 'bonus',
  rebate: 'rebate',
  couponExchange: 'bonus',
  withdrawFee: 'withdrawal',
  feeRefund: 'withdrawal',
  dormancyFee: 'deductCoin',
  agentCommission: 'addCoin',
};

/** The kinds filed under a type. */
export function kindsOf(type: TransactionType): LedgerKind[] {
  return LEDGER_KINDS.filter((k) => KIND_TYPE[k] === type);
}

export const WITHDRAW_KINDS: readonly LedgerKind[] = ['withdrawHold', 'withdrawRefund', 'withdrawFee', 'feeRefund'];
export const TRANSFER_KINDS: readonly LedgerKind[] = ['transferOut', 'transferIn', 'recycleOut', 'recycleIn'];

/** What a ledger reference says about the entry (the references written by the services). */
export type ParsedReference =
  | { kind: 'order'; orderType: 'deposit' | 'withdrawal'; orderNo: string; source: LedgerSource | null }
  | { kind: 'activityReward'; rewardId: number }
  | { kind: 'transfer'; orderNo: string }
  | { kind: 'plain'; orderNo: string; source: LedgerSource | null };

/**
 * Reads a reference by the entry's kind: a deposit's order number; a
 * withdrawal's; a transfer's TR number; a promotion reward's
 * `activityReward:<id>`; a first-recharge bonus `FR<deposit order>`; an invite
 * reward `INV<friend>`; the demo seed `seed:...` (no number to show).
 */
export function parseReference(kind: string, reference: string): ParsedReference {
  if (kind === 'deposit') return { kind: 'order', orderType: 'deposit', orderNo: reference, source: null };
  if ((WITHDRAW_KINDS as readonly string[]).includes(kind)) return { kind: 'order', orderType: 'withdrawal', orderNo: reference, source: null };
  if ((TRANSFER_KINDS as readonly string[]).includes(kind)) return { kind: 'transfer', orderNo: reference };
  const reward = /^activityReward:(\d+)$/.exec(reference);
  if (reward) return { kind: 'activityReward', rewardId: Number(reward[1]) };
  if (kind === 'bonus' && reference.startsWith('FR')) return { kind: 'order', orderType: 'deposit', orderNo: reference.slice(2), source: 'firstRecharge' };
  if (kind === 'bonus' && reference.startsWith('INV')) return { kind: 'plain', orderNo: '', source: 'invite' };
  if (reference.startsWith('seed:')) return { kind: 'plain', orderNo: '', source: null };
  return { kind: 'plain', orderNo: reference, source: null };
}

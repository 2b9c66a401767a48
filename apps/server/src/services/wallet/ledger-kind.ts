/**
 * What moved the money. The cashier's kinds (migration 006): 'deposit' an
 * approved deposit, 'withdrawHold' the amount held when a withdrawal is
 * applied for, 'withdrawRefund' that amount returned (rejected or
 * cancelled), and the operator's addCoin / deductCoin / bonus / rebate.
 */
export type LedgerKind =
  | 'seed'
  | 'transferOut'
  | 'transferIn'
  | 'recycleOut'
  | 'recycleIn'
  | 'bet'
  | 'payout'
  | 'deposit'
  | 'withdrawHold'
  | 'withdrawRefund'
  | 'addCoin'
  | 'deductCoin'
  | 'bonus'
  | 'rebate'
  /** VIP points coupons exchanged for money (services/vip/exchange.ts); a bonus in the passbook. */
  | 'couponExchange'
  /** Issue 20, the terms: the 10% fee of a withdrawal to an extra destination, and its return with the withdrawal's. */
  | 'withdrawFee'
  /** (ledger_entries.kind is varchar(16): 'feeRefund' is the withdrawal fee returned.) */
  | 'feeRefund'
  /** Issue 20, the terms: the monthly fee of a dormant account (services/terms/dormancy.ts). */
  | 'dormancyFee';

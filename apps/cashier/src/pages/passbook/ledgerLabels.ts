import type { TFunction } from '@site/client/translator';
import type { PassbookRecord } from '@site/contract/api/fund';
import type { LedgerKind, LedgerSource, PassbookLink } from '@site/contract/api/ledger-kinds';

/**
 * The one place a ledger kind gets its words (issue 19): each kind of the
 * contract's LEDGER_KINDS has its key in the passbook namespace. The Record
 * makes a kind added to the contract a type error here, and ledgerLabels.test
 * fails when a language lacks its words.
 */
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, `kind.${LedgerKind}`>> = {
  seed: 'kind.seed',
  deposit: 'kind.deposit',
  withdrawHold: 'kind.withdrawHold',
  withdrawRefund: 'kind.withdrawRefund',
  transferOut: 'kind.transferOut',
  transferIn: 'kind.transferIn',
  recycleOut: 'kind.recycleOut',
  recycleIn: 'kind.recycleIn',
  bet: 'kind.bet',
  payout: 'kind.payout',
  addCoin: 'kind.addCoin',
  deductCoin: 'kind.deductCoin',
  bonus: 'kind.bonus',
  rebate: 'kind.rebate',
  couponExchange: 'kind.couponExchange',
  withdrawFee: 'kind.withdrawFee',
  feeRefund: 'kind.feeRefund',
  dormancyFee: 'kind.dormancyFee',
  agentCommission: 'kind.agentCommission',
};

/** A bonus's origin in words (it says more than 'bonus'). */
export const LEDGER_SOURCE_LABELS: Readonly<Record<LedgerSource, `source.${LedgerSource}`>> = {
  activityReward: 'source.activityReward',
  firstRecharge: 'source.firstRecharge',
  invite: 'source.invite',
};

type Row = Pick<PassbookRecord, 'type' | 'kind' | 'source'>;

/**
 * A row's name in words: a bonus by its origin, a fund-details row by its
 * ledger kind, an order (transaction details) by its type. Never a code.
 */
export function rowLabel(r: Row, t: TFunction): string {
  if (r.source) return t(LEDGER_SOURCE_LABELS[r.source]);
  if (r.kind) return t(LEDGER_KIND_LABELS[r.kind]);
  return t(`fund:type.${r.type}`);
}

/** A wallet of a transfer in words: the main wallet, or the game wallet by its name. */
export function walletName(ref: string, link: Extract<PassbookLink, { target: 'transfer' }>, t: TFunction): string {
  return ref === 'main' ? t('link.main') : t('link.wallet', { name: link.gameWallet });
}

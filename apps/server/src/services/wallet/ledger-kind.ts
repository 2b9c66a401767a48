/**
 * What moved the money: the contract's list (packages/contract/src/api/ledger-kinds.ts,
 * issue 19), so a kind the server writes is one the passbook files and the cashier
 * words. A new kind is added to LEDGER_KINDS there, with its passbook type
 * (services/fund/passbook-kinds.ts) and its words (the cashier's passbook.json);
 * typecheck and the label test say what is missing.
 */
export type { LedgerKind } from '@site/contract/api/ledger-kinds';

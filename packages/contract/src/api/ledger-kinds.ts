import * as z from 'zod/mini';

/**
 * Every kind of ledger entry the server writes (issue 19): what moved the money.
 * The server's `move()` is typed by this list, the passbook's type filter maps
 * each kind to a transaction type, and the cashier labels each kind in words
 * (a test fails when a kind has no label in every language). A new kind is added
 * here first.
 *
 * - seed: the demo opening balance; deposit: an approved deposit;
 * - withdrawHold / withdrawRefund: a withdrawal's amount held when applied for,
 *   returned when rejected or cancelled;
 * - transferOut / transferIn: main <-> a game wallet (the player's transfer or
 *   the auto transfer); recycleOut / recycleIn: game wallets emptied into main;
 * - bet / payout: a stake and a win inside a game wallet;
 * - addCoin / deductCoin / bonus / rebate: the operator's or a promotion's
 *   credits and debits; couponExchange: VIP points coupons exchanged for money;
 * - withdrawFee / feeRefund: issue 20's terms, the 10% fee of a withdrawal to an
 *   extra destination and its return with the withdrawal's (ledger_entries.kind is
 *   varchar(16)); dormancyFee: the monthly fee of a dormant account;
 * - agentCommission: an agent's monthly commission paid by the operator (issue 21).
 */
export const LEDGER_KINDS = [
  'seed',
  'deposit',
  'withdrawHold',
  'withdrawRefund',
  'transferOut',
  'transferIn',
  'recycleOut',
  'recycleIn',
  'bet',
  'payout',
  'addCoin',
  'deductCoin',
  'bonus',
  'rebate',
  'couponExchange',
  'withdrawFee',
  'feeRefund',
  'dormancyFee',
  'agentCommission',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const isLedgerKind = (value: string): value is LedgerKind => (LEDGER_KINDS as readonly string[]).includes(value);

/**
 * Where a bonus came from, when the ledger's reference says so: a promotion's
 * reward (activityReward:<id>), the first-recharge bonus (FR<order>), the
 * invite reward (INV<friend>).
 */
export const LEDGER_SOURCES = ['activityReward', 'firstRecharge', 'invite'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

/**
 * What a passbook row's reference leads to: the deposit or withdrawal order
 * (shown in the transaction details), the promotion (its page, by the host's
 * activity-detail message) or the transfer (its two wallets).
 */
export const passbookLink = z.discriminatedUnion('target', [
  z.object({ target: z.literal('order'), orderType: z.enum(['deposit', 'withdrawal']), orderNo: z.string() }),
  z.object({ target: z.literal('activity'), code: z.string(), name: z.string(), url: z.string() }),
  z.object({
    target: z.literal('transfer'),
    orderNo: z.string(),
    /** 'main' or a game channel code. */
    from: z.string(),
    to: z.string(),
    /** The game wallet's name (the side that is not main). */
    gameWallet: z.string(),
  }),
]);
export type PassbookLink = z.infer<typeof passbookLink>;

import * as z from 'zod/mini';
import { hasInvisibleCharacters } from '../rules/invisible';
import { isTrc20Address } from '../rules/trc20';
import { WAGERING_SOURCES } from '../rules/wagering';
import { amountString } from './common';
import { LEDGER_KINDS, LEDGER_SOURCES, passbookLink } from './ledger-kinds';

/**
 * Records of the cashier (SPEC 3 Bound bank card, Bound wallet address,
 * Transaction; SPEC 4 bank-card binding and transaction state machines).
 * Amounts are decimal strings, times ISO-8601 UTC (DESIGN 3).
 */

/** The three deposit methods of SPEC 1. */
export const DEPOSIT_METHODS = ['bank', 'usdt', 'store'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** Where a withdrawal goes (SPEC 1): a bound bank card or a bound wallet address. */
export const WITHDRAW_METHODS = ['bank', 'usdt'] as const;
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];

/**
 * Transaction types of SPEC 3, and 'transfer' (issue 19): moves between the
 * main wallet and a game wallet, so that the fund details list every movement
 * of the main wallet and its running balance reconciles.
 */
export const TRANSACTION_TYPES = ['deposit', 'addCoin', 'deductCoin', 'rebate', 'bonus', 'withdrawal', 'transfer'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The seven transaction statuses of SPEC 4. */
export const TRANSACTION_STATUSES = ['success', 'failure', 'processing', 'reviewing', 'withdrawing', 'timeout', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * A deposit order: pending ('processing') until paid and approved ('success'),
 * refused ('failure', e.g. money from another card), unpaid past its expiry
 * ('timeout') or cancelled by the player ('cancelled').
 */
export const DEPOSIT_STATUSES = ['processing', 'success', 'failure', 'timeout', 'cancelled'] as const;

/** A withdrawal: processing -> reviewing -> withdrawing -> success, or failure / cancelled (money returned). */
export const WITHDRAW_STATUSES = ['processing', 'reviewing', 'withdrawing', 'success', 'failure', 'cancelled'] as const;

/** Bank-card binding (SPEC 4): submitted and under review, then approved or rejected. */
export const BINDING_STATUSES = ['reviewing', 'approved', 'rejected'] as const;
export type BindingStatus = (typeof BINDING_STATUSES)[number];

/** What an upload is for; ID photos are the most sensitive files the site holds. */
/** The photos of a bank-card application (and ID verification). */
export const CARD_UPLOAD_PURPOSES = ['idFront', 'idBack', 'cardCover'] as const;
export type UploadPurpose = (typeof CARD_UPLOAD_PURPOSES)[number];
/** Every upload purpose: the card photos, and `letter`, an internal letter's attachment (jpg or png only, SPEC 5). */
export const UPLOAD_PURPOSES = [...CARD_UPLOAD_PURPOSES, 'letter'] as const;
export type AnyUploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Image types accepted for ID and card photos (SPEC 5), decided from the content. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const bank = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bank>;

export const boundBankCard = z.object({
  id: z.number(),
  bankCode: z.string(),
  bankName: z.string(),
  branch: z.string(),
  /** Masked: only the last 4 digits are shown (**** **** 1234). */
  cardNo: z.string(),
  status: z.enum(BINDING_STATUSES),
  /** Why the operator rejected it; '' otherwise. */
  reason: z.string(),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
  /** Issue 17: a card that is not the player's first destination receives withdrawals from this time (24 h after approval); null when usable. */
  usableFrom: z.optional(z.nullable(z.string())),
});
export type BoundBankCard = z.infer<typeof boundBankCard>;

export const boundWalletAddress = z.object({
  id: z.number(),
  network: z.literal('TRC20'),
  address: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** Issue 17: an address that is not the player's first destination receives withdrawals from this time (24 h after binding); null when usable. */
  usableFrom: z.optional(z.nullable(z.string())),
});
export type BoundWalletAddress = z.infer<typeof boundWalletAddress>;

export const depositChannel = z.object({
  code: z.string(),
  method: z.enum(DEPOSIT_METHODS),
  name: z.string(),
  currency: z.string(),
  minAmount: amountString,
  maxAmount: amountString,
  /** Lowest VIP level that may use it (SPEC 6: VIP gates the higher channels). */
  minVipLevel: z.number(),
  /** False when the player's VIP level is below minVipLevel. */
  available: z.boolean(),
  /**
   * Issue 34: an order can be opened on it now: available, a phone bound, and what its method needs
   * bound (an approved bank card for a bank transfer, a card or a wallet address for the others).
   * The deposit page picks the first ready channel.
   */
  ready: z.boolean(),
});
export type DepositChannel = z.infer<typeof depositChannel>;

/**
 * Issue 34: what a first deposit needs, from the server's own gates (SPEC 5), so that the deposit page
 * lists every step at once instead of meeting them one refusal after another:
 * - phone: a bound telephone (else 031010);
 * - withdrawPassword: the withdrawal password that proves a new card or address (issue 17, else 031009);
 *   listed only while the binding is not done: a deposit itself never asks for it;
 * - binding: an approved bank card or a bound wallet address (else 031004).
 */
export const DEPOSIT_SETUP_STEPS = ['phone', 'withdrawPassword', 'binding'] as const;
export type DepositSetupStep = (typeof DEPOSIT_SETUP_STEPS)[number];

/**
 * Where the bank-card way to the binding stands: an approved ID verification first (SPEC 5; 'idCard'
 * when there is none or it failed, 'idCardReviewing' while an operator reviews it), then the card's
 * application ('apply': none yet, or the last one rejected) and its review (15 minutes to 24 hours).
 */
export const BANK_CARD_SETUP = ['idCard', 'idCardReviewing', 'apply', 'reviewing', 'approved'] as const;
export type BankCardSetup = (typeof BANK_CARD_SETUP)[number];

export const depositSetup = z.object({
  /** Every step the server requires, in the order to take them; all done once the player can deposit. */
  steps: z.array(z.object({ step: z.enum(DEPOSIT_SETUP_STEPS), done: z.boolean() })),
  bankCard: z.enum(BANK_CARD_SETUP),
  /** A TRC-20 address is bound (bound at once, no review). */
  walletAddress: z.boolean(),
});
export type DepositSetup = z.infer<typeof depositSetup>;

export const depositChannels = z.object({
  channels: z.array(depositChannel),
  /** NTD per 1 USDT at the rate in force, e.g. "32.15". */
  usdtRate: z.string(),
  /** False until a bank card is approved or a wallet address is bound (SPEC 5 first deposit). */
  hasBinding: z.boolean(),
  /** Issue 34: the first deposit's checklist. */
  setup: depositSetup,
});

/** Where the player pays: one of the three, by method. */
export const depositReceiving = z.object({
  bank: z.optional(z.object({ bankName: z.string(), branch: z.string(), accountName: z.string(), accountNo: z.string() })),
  usdt: z.optional(z.object({ network: z.literal('TRC20'), address: z.string(), usdtAmount: z.string(), rate: z.string() })),
  store: z.optional(z.object({ paymentCode: z.string(), expiresAt: z.string() })),
});

export const depositOrder = z.object({
  orderNo: z.string(),
  method: z.enum(DEPOSIT_METHODS),
  channelCode: z.string(),
  currency: z.string(),
  /** In the wallet's currency (NTD); USDT's own amount is in receiving.usdt. */
  amount: amountString,
  status: z.enum(DEPOSIT_STATUSES),
  /** For bank transfers: the bound card the money must come from (masked). */
  fromCard: z.nullable(z.string()),
  /** For USDT: the hash the player entered, once entered. */
  txHash: z.nullable(z.string()),
  receiving: depositReceiving,
  reason: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  updatedAt: z.string(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

/** One open wagering requirement (issue 17): a deposit's 1x or a bonus's multiple, and what is left of it. */
export const wageringRequirement = z.object({
  source: z.enum(WAGERING_SOURCES),
  /** The promotion's title for an activity reward (request language), else null: the screen names the source. */
  title: z.nullable(z.string()),
  amount: amountString,
  multiple: z.number(),
  required: amountString,
  done: amountString,
  remaining: amountString,
  startedAt: z.string(),
});
export type WageringRequirement = z.infer<typeof wageringRequirement>;

export const withdrawInfo = z.object({
  currency: z.string(),
  /** Main-wallet balance available to withdraw. */
  balance: amountString,
  /**
   * Issue 34: what may be withdrawn now: the balance within the day's VIP amount left, or 0.00 while
   * turnover is still required, withdrawals are locked or the day's count is used up (one order at least minAmount).
   */
  withdrawable: amountString,
  /** Issue 34: the balance that waits for play: all of it while turnover is still required, else 0.00. */
  awaitingTurnover: amountString,
  minAmount: amountString,
  /** Sums over the open requirements (deposits 1x, bonuses their multiple; issue 17): required, done and still required. */
  turnoverRequired: amountString,
  turnoverDone: amountString,
  turnoverRemaining: amountString,
  /** The open requirements, oldest first: turnover goes to the oldest one first. */
  requirements: z.array(wageringRequirement),
  /** Daily count and amount by VIP level (SPEC 6). */
  dailyCountLimit: z.number(),
  dailyCountUsed: z.number(),
  dailyAmountLimit: amountString,
  dailyAmountUsed: amountString,
  usdtRate: z.string(),
  cards: z.array(boundBankCard),
  addresses: z.array(boundWalletAddress),
  /** Issue 17: withdrawals locked after wrong withdrawal passwords until this time; null when not locked. */
  lockedUntil: z.optional(z.nullable(z.string())),
});
export type WithdrawInfo = z.infer<typeof withdrawInfo>;

export const withdrawOrder = z.object({
  orderNo: z.string(),
  method: z.enum(WITHDRAW_METHODS),
  currency: z.string(),
  amount: amountString,
  /** USDT sent for a withdrawal to a wallet address; null for a bank card. */
  usdtAmount: z.nullable(z.string()),
  /** The card or address it goes to, masked. */
  destination: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Issue 20, the terms: the fee charged on top (10%, at least 30) to a destination other than the first bound one; "0.00" without. */
  fee: z.optional(amountString),
  /** Issue 20, the terms: the parts it is paid out in (at most 100,000 each, in order), summing to amount. */
  parts: z.optional(z.array(amountString)),
});
export type WithdrawOrder = z.infer<typeof withdrawOrder>;

/** One row of the passbook (fund details: every movement of the main wallet; transaction details: orders). */
export const passbookRecord = z.object({
  id: z.string(),
  orderNo: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  currency: z.string(),
  /** Signed for fund details (+ credit, - debit). */
  amount: amountString,
  /** Main balance after the movement (fund details); null for transaction details. */
  balanceAfter: z.nullable(amountString),
  createdAt: z.string(),
  remark: z.string(),
  /** Fund details: the ledger kind, which the cashier words (issue 19); null for transaction details. */
  kind: z.nullable(z.enum(LEDGER_KINDS)),
  /** A bonus's origin when its reference says so (fund details), else null. */
  source: z.nullable(z.enum(LEDGER_SOURCES)),
  /** Where the reference leads (the order, the promotion, the transfer), or null. */
  link: z.nullable(passbookLink),
});
export type PassbookRecord = z.infer<typeof passbookRecord>;

export const uploadResult = z.object({ fileId: z.string(), mime: z.enum(UPLOAD_IMAGE_TYPES), size: z.number() });

/** 64 hex characters, optionally 0x-prefixed: a TRON transaction id. */
export const txHashInput = z.string().check(z.regex(/^(0x)?[0-9a-fA-F]{64}$/));

/** A TRC-20 address with its base58check checksum verified, not only its shape. */
export const trc20AddressInput = z.string().check(z.refine(isTrc20Address, 'not a TRC-20 address'));

/** Bank card number: 10-16 digits (Taiwan account numbers), spaces not allowed on the wire. */
export const cardNumberInput = z.string().check(z.regex(/^\d{10,16}$/));

/** An opaque upload id returned by the upload call. */
export const fileIdInput = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** Free text for a branch or wallet name: 1-30 characters, no control or invisible formatting characters, no markup. */
export const shortNameInput = z.string().check(
  z.minLength(1),
  z.maxLength(30),
  z.refine((v) => v.trim() === v && !/[\p{Cc}<>"'&]/u.test(v), 'invalid characters'),
  z.refine((v) => !hasInvisibleCharacters(v), 'rules.invisibleCharacters'),
);

import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { amountString, currencyCode, positiveAmountInput } from './common';
import { gameTypeNumber } from './game-schemas';

/**
 * Wallet and finance calls of SPEC 7, plus our transfer and auto-transfer
 * setter (extensions). The wallet is a ledger on the server: every movement
 * is a row, balances never go below zero. Money-moving calls need an
 * `Idempotency-Key` header: a repeat with the same key and body returns the
 * first result and moves nothing; the same key with another body is 409 030002.
 */

/** One main wallet per currency (SPEC 3 Wallet balance). */
export const walletCurrency = z.object({
  currency: z.string(),
  currencyName: z.string(),
  balance: amountString,
  icon: z.string(),
  /** Shown in the header's currency list; at least one stays enabled. */
  enabled: z.boolean(),
  /** The player's current currency (cannot be disabled). */
  isCurrent: z.boolean(),
});
export type WalletCurrency = z.infer<typeof walletCurrency>;

/** A game channel's wallet in one currency; balance in game units (ratio 0.2: points). */
export const gameWallet = z.object({
  channelCode: z.string(),
  name: z.string(),
  /** First game type the channel serves; gameTypes lists all (DB serves 5 and 7). */
  gameType: gameTypeNumber,
  gameTypes: z.array(gameTypeNumber),
  currency: z.string(),
  balance: amountString,
  /** Game units per main unit: 1, or 0.2 for DB (500 main -> 100 points; 100 points -> 500 main). */
  ratio: z.number(),
});
export type GameWallet = z.infer<typeof gameWallet>;

export const walletBalances = z.object({
  currencies: z.array(walletCurrency),
  /** Every channel's wallet in the requested currency (default: the player's currency), zero ones included. */
  gameWallets: z.array(gameWallet),
});

/** 'main' or a game channel code (e.g. KT, DB). */
export const walletRef = z.string().check(z.regex(/^(main|[A-Z0-9]{1,16})$/));

export const transferResult = z.object({
  orderNo: z.string(),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Taken from the source wallet, in its units (into DB only the part that converts exactly is taken). */
  debited: amountString,
  /** Put in the target wallet, in its units. */
  credited: amountString,
  ratio: z.number(),
  fromBalance: amountString,
  toBalance: amountString,
});

export const rechargeLimit = z.object({
  /** 1 normal; 2 paused until limitDate (minutes); 3 paused until support is contacted (SPEC 4). */
  limitLevel: z.number(),
  limitDate: z.nullable(z.string()),
  nowDate: z.string(),
  /** Extension: deposits suspended automatically by the system until then (SPEC 4 'retry after {0} minutes'); absent or null when not. */
  suspendedUntil: z.optional(z.nullable(z.string())),
});

export const withdrawCheck = z.object({
  isWithdrawOpen: z.boolean(),
  isWithdrawLock: z.boolean(),
  /** Extension: withdrawals suspended automatically by the system until then; absent or null when not. */
  suspendedUntil: z.optional(z.nullable(z.string())),
});

const currencyQuery = z.object({ currency: currencyCode });

export const walletBalance = endpoint({
    id: 'wallet.balance',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/wallet/front/user/balance',
    auth: true,
    query: z.object({ currency: z.optional(currencyCode), language: z.optional(z.enum(['TW', 'EN', 'TH'])) }),
    response: walletBalances,
    summary: 'Main balance per currency (enabled flag, icon) and every game wallet in one currency',
  });

export const walletSetCurrencies = endpoint({
    id: 'wallet.setCurrencies',
    onBreak: 'allowed',
    method: 'PUT',
    path: '/v1/wallet/front/user/balance',
    auth: true,
    body: z.object({ enabled: z.array(currencyCode).check(z.maxLength(20)) }),
    response: z.literal('success'),
    summary: "Which currencies show in the wallet: at least one (030003) and always the current one (030004); 'success' means saved",
  });

export const walletRecycle = endpoint({
    id: 'wallet.recycle',
    // Every game wallet back to the main wallet: open, so a player can withdraw what was left in games.
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/wallet/game/transfer/user/withdraw/all',
    auth: true,
    idempotent: true,
    query: currencyQuery,
    response: z.boolean(),
    summary: 'One-click recycle: every game wallet of the currency back to main (points x5 for DB); true means success. One per 5 s (429 020003)',
  });

export const walletTransfer = endpoint({
    id: 'wallet.transfer',
    // Into a game wallet refused; back to the main wallet open.
    onBreak: { refused: 'transferToGame', when: 'toGameWallet' },
    method: 'POST',
    path: '/v1/wallet/transfer',
    extension: true,
    auth: true,
    idempotent: true,
    body: z.object({ from: walletRef, to: walletRef, amount: positiveAmountInput, currency: currencyCode }),
    response: transferResult,
    summary: 'Moves money between main and one game wallet (either way); 030001 insufficient, 030006 bad wallets, 030007 too small to convert',
  });

export const walletSetAutoTransfer = endpoint({
    id: 'user.setAutoGameTransfer',
    // A setting: the launch that would move the money is refused.
    onBreak: 'allowed',
    method: 'PUT',
    path: '/v1/user/autoGameTransfer',
    extension: true,
    auth: true,
    body: z.object({ enabled: z.boolean() }),
    response: z.boolean(),
    summary: 'Turns auto transfer on launch on or off; answers the new value',
  });

export const walletRechargeLimit = endpoint({
    id: 'fund.rechargeLimit',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/fund/recharge/getRechargeLimit',
    auth: true,
    query: currencyQuery,
    response: rechargeLimit,
    summary: 'Recharge gate: limitLevel 2 paused until limitDate, 3 contact support',
  });

export const walletWithdrawCheck = endpoint({
    id: 'fund.withdrawCheck',
    onBreak: 'read',
    method: 'POST',
    path: '/v1/fund/withdraw/check',
    auth: true,
    query: currencyQuery,
    response: withdrawCheck,
    summary: 'Withdrawal gate: blocked when isWithdrawOpen is false or isWithdrawLock is true',
  });


/** Every wallet and finance call; apps import the single endpoints so unused ones are tree-shaken. */
export const walletApi = {
  balance: walletBalance,
  setCurrencies: walletSetCurrencies,
  recycle: walletRecycle,
  transfer: walletTransfer,
  setAutoTransfer: walletSetAutoTransfer,
  rechargeLimit: walletRechargeLimit,
  withdrawCheck: walletWithdrawCheck,
} as const;

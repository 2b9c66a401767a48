import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import type { StaffRole } from '../staff-roles';
import { amountString, currencyCode, isoDateTimeInput, paged, pageFields, positiveAmountInput, queryInt } from './common';
import { LEDGER_KINDS } from './ledger-kinds';

/**
 * The player's file in the back office (issue 37, part 1): find a player, read the file (profile, wallets, the
 * ledger, staff notes) and act on the account. Every action writes one audit row with the values before and
 * after, in the action's transaction. No endpoint here can loosen a player's protection limits, time-outs or
 * self-exclusion: staff have no protection write at all.
 */

/** Who reads the player's file. */
export const PLAYER_FILE_ROLES = ['support', 'risk', 'finance', 'admin'] as const satisfies readonly StaffRole[];
/** Who sees a player's telephone in full; everyone else reads it masked as the player's own pages show it. */
export const FULL_PHONE_ROLES = ['admin', 'support'] as const satisfies readonly StaffRole[];
/** Who blocks, restricts and ends sessions (risk's blocks, support's calls from the player). */
const RESTRICT_ROLES = ['risk', 'support', 'admin'] as const satisfies readonly StaffRole[];
/** Who writes to the player and unlocks a withdrawal password (after checking the caller). */
const SUPPORT_ROLES = ['support', 'admin'] as const satisfies readonly StaffRole[];
/** Who credits and debits a balance, and approves another member's adjustment above the four-eyes line. */
const MONEY_ROLES = ['finance', 'admin'] as const satisfies readonly StaffRole[];

/**
 * What each restriction stops, enforced on the player's own calls with the contract's words:
 * - login: the account is blocked: login and every session refused (001002 with 403, 您的帳號已被停用，如有疑問，請聯繫客服。);
 * - withdraw: withdrawals refused (031002 很抱歉，您暫時無法繼續託售, isWithdrawLock);
 * - deposit: deposits refused until support lifts it (031001 很抱歉，您暫時無法繼續儲值, recharge limit level 3).
 */
export const PLAYER_RESTRICTIONS = ['login', 'withdraw', 'deposit'] as const;
export const playerRestriction = z.enum(PLAYER_RESTRICTIONS);
export type PlayerRestriction = z.infer<typeof playerRestriction>;

export const PLAYER_SEARCH_KEYS = ['account', 'memberId', 'phone', 'card', 'address'] as const;

const reason = z.string().check(z.minLength(2), z.maxLength(500));

export const playerSummary = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  /** '+886 0912345678' for FULL_PHONE_ROLES, masked ('0912***678') for the others; null when none is bound. */
  phone: z.nullable(z.string()),
  phoneMasked: z.boolean(),
  vip: z.string(),
  status: z.enum(['active', 'blocked']),
  registeredAt: z.string(),
});
export type PlayerSummary = z.infer<typeof playerSummary>;

export const playerWallet = z.object({ currency: z.string(), wallet: z.string(), balance: amountString });

export const playerFile = z.object({
  ...playerSummary.shape,
  realName: z.nullable(z.string()),
  /** 0 none, 1 verifying, 2 verified, 3 refused (the player's own verifyIdCardStatus). */
  idVerification: z.number(),
  userType: z.number(),
  lastLoginAt: z.nullable(z.string()),
  restrictions: z.array(playerRestriction),
  /** The end of a running wrong-withdrawal-password lock, or null. */
  withdrawPasswordLockedUntil: z.nullable(z.string()),
  wallets: z.array(playerWallet),
});
export type PlayerFile = z.infer<typeof playerFile>;

const playerPath = '/v1/staff/players/{id}';

export const staffPlayerSearch = endpoint({
  id: 'staffPlayers.search', onBreak: 'read', method: 'GET', path: '/v1/staff/players', auth: 'staff', roles: PLAYER_FILE_ROLES, extension: true,
  query: z.object({
    by: z.enum(PLAYER_SEARCH_KEYS),
    /** The account name, the member id, the telephone (with or without +886), a bank card's last 4 digits or a USDT address. */
    q: z.string().check(z.minLength(1), z.maxLength(64)),
    ...pageFields(20, 100),
  }),
  response: paged(playerSummary),
  summary: "Staff: find players by account, member id, phone, bank card tail or USDT address (phone masked unless the role is in FULL_PHONE_ROLES)",
});

export const staffPlayerFile = endpoint({
  id: 'staffPlayers.file', onBreak: 'read', method: 'GET', path: playerPath, auth: 'staff', roles: PLAYER_FILE_ROLES, extension: true,
  response: playerFile,
  summary: "Staff: the player's file: profile, VIP, restrictions, every wallet's balance. 081050 no such player",
});

export const ledgerLine = z.object({
  id: z.number(),
  at: z.string(),
  currency: z.string(),
  wallet: z.string(),
  kind: z.string(),
  amount: amountString,
  balanceAfter: amountString,
  reference: z.string(),
});

export const staffPlayerLedger = endpoint({
  id: 'staffPlayers.ledger', onBreak: 'read', method: 'GET', path: `${playerPath}/ledger`, auth: 'staff', roles: PLAYER_FILE_ROLES, extension: true,
  query: z.object({
    currency: z._default(currencyCode, 'NTD'),
    /** 'main' (default) or a game wallet's channel code. */
    wallet: z._default(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)), 'main'),
    kind: z.optional(z.enum(LEDGER_KINDS)),
    from: z.optional(isoDateTimeInput),
    to: z.optional(isoDateTimeInput),
    ...pageFields(50, 200),
  }),
  response: z.object({
    ...paged(ledgerLine).shape,
    /** The sum of every entry the filters match (all pages): with no filter, the wallet's balance. */
    sum: amountString,
    balance: amountString,
  }),
  summary: "Staff: one wallet's ledger, newest first, by kind and time range; `sum` of the matches reconciles to `balance` unfiltered",
});

export const staffNote = z.object({ id: z.number(), at: z.string(), staff: z.string(), text: z.string() });

export const staffPlayerNotes = endpoint({
  id: 'staffPlayers.notes', onBreak: 'read', method: 'GET', path: `${playerPath}/notes`, auth: 'staff', roles: PLAYER_FILE_ROLES, extension: true,
  query: z.object({ ...pageFields(50, 200) }),
  response: paged(staffNote),
  summary: "Staff: the staff's notes on the player, newest first (kept in the append-only audit log: never edited)",
});

export const staffPlayerAddNote = endpoint({
  id: 'staffPlayers.addNote', onBreak: 'allowed', method: 'POST', path: `${playerPath}/notes`, auth: 'staff', roles: PLAYER_FILE_ROLES, extension: true,
  body: z.object({ text: z.string().check(z.minLength(1), z.maxLength(2000)) }),
  response: staffNote,
  summary: 'Staff: adds a note to the player\'s file',
});

export const staffPlayerRestrict = endpoint({
  id: 'staffPlayers.restrict', onBreak: 'allowed', method: 'PUT', path: `${playerPath}/restrictions`, auth: 'staff', roles: RESTRICT_ROLES, extension: true,
  body: z.object({ restrictions: z.array(playerRestriction).check(z.maxLength(PLAYER_RESTRICTIONS.length)), reason }),
  response: z.object({ restrictions: z.array(playerRestriction) }),
  summary: "Staff: sets the account's restrictions (the whole set; [] lifts them all): login blocks the account and ends its sessions",
});

export const staffPlayerEndSessions = endpoint({
  id: 'staffPlayers.endSessions', onBreak: 'allowed', method: 'POST', path: `${playerPath}/sessions/end`, auth: 'staff', roles: RESTRICT_ROLES, extension: true,
  body: z.object({ reason }),
  response: z.object({ ended: z.number() }),
  summary: "Staff: ends every open session of the player (each device logs in again)",
});

export const staffPlayerUnlockWithdrawPassword = endpoint({
  id: 'staffPlayers.unlockWithdrawPassword', onBreak: 'allowed', method: 'POST', path: `${playerPath}/withdraw-password/unlock`, auth: 'staff', roles: SUPPORT_ROLES, extension: true,
  body: z.object({ reason }),
  response: z.object({ lockedUntil: z.nullable(z.string()) }),
  summary: 'Staff: ends a wrong-withdrawal-password lock and its count (after checking the caller); answers the lock that ran',
});

export const staffPlayerLetter = endpoint({
  id: 'staffPlayers.letter', onBreak: 'allowed', method: 'POST', path: `${playerPath}/letters`, auth: 'staff', roles: SUPPORT_ROLES, extension: true,
  body: z.object({ title: z.string().check(z.minLength(1), z.maxLength(200)), html: z.string().check(z.minLength(1), z.maxLength(20_000)) }),
  response: z.object({ letterId: z.number() }),
  summary: "Staff: a new letter in the player's inbox (received, unread)",
});

export const adjustment = z.object({
  id: z.number(),
  playerId: z.number(),
  account: z.string(),
  currency: z.string(),
  /** Signed: + credit, - debit. */
  amount: amountString,
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  /** pending: above the four-eyes line, waiting for a second member; done: the money moved. */
  status: z.enum(['pending', 'done', 'rejected']),
  decidedBy: z.nullable(z.string()),
  /** The ledger reference of the movement (addCoin / deductCoin), once done. */
  reference: z.nullable(z.string()),
});
export type Adjustment = z.infer<typeof adjustment>;

export const staffPlayerAdjust = endpoint({
  id: 'staffPlayers.adjust', onBreak: 'allowed', method: 'POST', path: `${playerPath}/adjustments`, auth: 'staff', roles: MONEY_ROLES, extension: true,
  body: z.object({ direction: z.enum(['credit', 'debit']), currency: z._default(currencyCode, 'NTD'), amount: positiveAmountInput, reason }),
  response: adjustment,
  summary: "Staff: credits or debits the player's main wallet (addCoin / deductCoin; a debit never below zero: 030001); above STAFF_FOUR_EYES_AMOUNT (NTD) it waits, pending, for a second member",
});

export const staffAdjustments = endpoint({
  id: 'staffPlayers.adjustments', onBreak: 'read', method: 'GET', path: '/v1/staff/adjustments', auth: 'staff', roles: MONEY_ROLES, extension: true,
  query: z.object({
    status: z.optional(z.enum(['pending', 'done', 'rejected'])),
    /** One player's adjustments only (the file shows its pending ones). */
    playerId: z.optional(queryInt(1, 2_147_483_647)),
    ...pageFields(50, 200),
  }),
  response: paged(adjustment),
  summary: 'Staff: balance adjustments, newest first, by status and player (pending: the four-eyes queue)',
});

export const staffAdjustmentDecide = endpoint({
  id: 'staffPlayers.decideAdjustment', onBreak: 'allowed', method: 'POST', path: '/v1/staff/adjustments/{id}/decide', auth: 'staff', roles: MONEY_ROLES, extension: true,
  body: z.object({ approve: z.boolean(), reason: z.optional(reason) }),
  response: adjustment,
  summary: 'Staff: a second member approves (the money moves) or rejects a pending adjustment. 081051 unknown, 081052 decided, 081053 the requester',
});

/** The parts of the player's history read one page at a time (GET …/records?part=). */
export const PLAYER_RECORD_PARTS = ['deposits', 'withdrawals', 'bets', 'sessions', 'letters'] as const;

/** One line of a part: an order, a bet, a session (its device) or a letter, in one shape for the file's tables. */
export const playerRecord = z.object({
  /** The order or bet number, or the session's or letter's id. */
  id: z.string(),
  at: z.string(),
  /** The method (bank, usdt, store), the game, the session's kind and device, the letter's origin. */
  kind: z.string(),
  status: z.string(),
  currency: z.nullable(z.string()),
  /** The amount; for a bet the stake (its result in `detail`). */
  amount: z.nullable(amountString),
  detail: z.string(),
});

export const staffPlayerRecords = endpoint({
  id: 'staffPlayers.records', onBreak: 'read', method: 'GET', path: `${playerPath}/records`, auth: 'staff', roles: PLAYER_FILE_ROLES, extension: true,
  query: z.object({ part: z.enum(PLAYER_RECORD_PARTS), ...pageFields(50, 200) }),
  response: paged(playerRecord),
  summary: "Staff: one part of the player's history, newest first: deposits, withdrawals, bets, sessions and devices, letters",
});

/**
 * A protection limit: a deposit or loss limit in money (`unit` 'money': `value` an amount string), the session-time limit
 * in minutes (`unit` 'minutes': `value` whole minutes as a string); a raise waits as `pendingValue` from `pendingFrom`.
 */
const limit = z.object({
  kind: z.string(),
  period: z.string(),
  unit: z.enum(['money', 'minutes']),
  value: z.string(),
  pendingValue: z.nullable(z.string()),
  pendingFrom: z.nullable(z.string()),
});

export const staffPlayerStanding = endpoint({
  id: 'staffPlayers.standing', onBreak: 'read', method: 'GET', path: `${playerPath}/standing`, auth: 'staff', roles: PLAYER_FILE_ROLES, extension: true,
  response: z.object({
    /** Accounts linked to this one and what links them (card, wallet and phone masked). */
    linked: z.array(z.object({ playerId: z.number(), account: z.string(), via: z.array(z.object({ kind: z.string(), value: z.string() })) })),
    /** The player's own protection, read only: deposit and play limits (a raise waits as pending), time-outs and self-exclusion. */
    protection: z.object({
      limits: z.array(limit),
      breaks: z.array(z.object({ kind: z.string(), period: z.string(), startedAt: z.string(), until: z.string(), endedAt: z.nullable(z.string()) })),
    }),
    /** Wagering requirements, open first. */
    wagering: z.array(z.object({ source: z.string(), reference: z.string(), currency: z.string(), amount: amountString, required: amountString, status: z.string(), startedAt: z.string() })),
  }),
  summary: "Staff: the player's linked accounts and why, protection state (read only: staff never shorten nor lift one) and wagering requirements",
});

export const staffPlayersApi = {
  search: staffPlayerSearch,
  file: staffPlayerFile,
  ledger: staffPlayerLedger,
  notes: staffPlayerNotes,
  addNote: staffPlayerAddNote,
  restrict: staffPlayerRestrict,
  endSessions: staffPlayerEndSessions,
  unlockWithdrawPassword: staffPlayerUnlockWithdrawPassword,
  letter: staffPlayerLetter,
  adjust: staffPlayerAdjust,
  adjustments: staffAdjustments,
  decideAdjustment: staffAdjustmentDecide,
  records: staffPlayerRecords,
  standing: staffPlayerStanding,
} as const;

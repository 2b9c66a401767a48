// Issue 20, player protection, exclusion part: time-outs and self-exclusion (the server's catalogue,
// apps/server/src/db/seed/catalogue-protection-exclusion.ts, describes each in zh-TW, en and th).

/**
 * Refusals while a time-out or a self-exclusion runs (031060-031069); data: BreakRefusal. One code per
 * thing refused, so the text can say what; withdrawal and the account screens are never refused. Which
 * endpoint refuses with which code is the contract's break policy (break-policy.ts).
 */
export const BREAK_REFUSAL_CODES = {
  /** Opening a game (launch URL). */
  gameLaunch: '031060',
  /** A bet in a game window opened before the break began. */
  bet: '031061',
  /** A deposit order. */
  deposit: '031062',
  /** Joining a promotion. */
  promotionJoin: '031063',
  /** Claiming a promotion's reward (issue 33). */
  rewardClaim: '031064',
  /** Exchanging VIP points for money (issue 33). */
  vipExchange: '031065',
  /** Moving money into a game wallet; moving it back to the main wallet stays open (issue 33). */
  transferToGame: '031066',
} as const;

/** Refusals of taking a time-out or a self-exclusion (012100-012109). */
export const BREAK_SETTING_ERROR_CODES = {
  /** The login password sent to confirm is wrong (counted: 5 wrong in 15 minutes end every session, 012081). */
  passwordWrong: '012100',
  /** The new break would end on or before the running one: a break is never shortened; data: BreakRefusal. */
  notLonger: '012101',
  /** A time-out asked while a self-exclusion runs (or awaits its operator's end); data: BreakRefusal. */
  excluded: '012102',
} as const;

/** The data of a 031060-031066, 012101 or 012102 refusal: which break runs, and its end (ISO-8601 UTC). */
export interface BreakRefusal {
  kind: 'timeout' | 'exclusion';
  until: string;
}

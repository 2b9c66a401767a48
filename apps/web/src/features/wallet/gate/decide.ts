import type { walletRechargeLimit, walletWithdrawCheck } from '@site/contract/api/wallet';
import { RECHARGE_LIMIT_LEVELS } from '@site/contract/constants';
import type { ResponseOf } from '@site/contract/endpoint';
import type { CashierPage } from '@site/contract/frame';

export type RechargeLimit = ResponseOf<typeof walletRechargeLimit>;
export type WithdrawCheck = ResponseOf<typeof walletWithdrawCheck>;

/**
 * The finance gates of SPEC 4 (Finance gates) and 5 (Preconditions) as one
 * pure decision, in the order a player meets them:
 *  a. login (every finance page);
 *  a2. not an agent account (frontend type 2, issue 17: recharge and withdraw are not theirs);
 *  b. a bound telephone (withdraw; a deposit's is the first step of the cashier's checklist, bound
 *     there in place with every other step in view, issue 34);
 *  c. a withdrawal password (withdraw);
 *  d. the recharge limit, level 2 (minutes) or 3 (contact support);
 *  e. the withdrawal switches (isWithdrawOpen false or isWithdrawLock true);
 *  f. an automatic suspension (suspendedUntil in the future) on either gate.
 * A fact still unknown is asked for (`fetch`) in that same order, so the hook
 * calls only what the decision needs and stops at the first closed gate.
 */

export type GateFact = 'user' | 'withdrawPassword' | 'rechargeLimit' | 'withdrawCheck';

export type GateOutcome =
  | { kind: 'open' }
  | { kind: 'login' }
  | { kind: 'agentAccount' }
  | { kind: 'bindPhone' }
  | { kind: 'bindWithdrawPassword' }
  | { kind: 'rechargePaused'; minutes: number }
  | { kind: 'rechargeContact' }
  | { kind: 'withdrawBlocked' }
  | { kind: 'suspended'; action: 'recharge' | 'withdraw'; minutes: number };

export type GateStep = GateOutcome | { kind: 'fetch'; fact: GateFact };

export interface GateFacts {
  page: CashierPage;
  loggedIn: boolean;
  /** The user info's telephone; undefined while the user info is not known. */
  telephone?: string | null;
  /** The user info's frontend type; known with the telephone. */
  frontendType?: 1 | 2;
  withdrawPasswordBound?: boolean;
  rechargeLimit?: RechargeLimit;
  withdrawCheck?: WithdrawCheck;
  /** The client's clock (ms), used when the server gives no time of its own. */
  now: number;
}

/** Whole minutes from `now` until `until`, rounded up (a pause of 30 s reads 1); 0 when past or unreadable. */
export function minutesUntil(until: string | null | undefined, now: number): number {
  const end = until ? Date.parse(until) : Number.NaN;
  if (!Number.isFinite(end) || end <= now) return 0;
  return Math.ceil((end - now) / 60_000);
}

/** The gates with more than the login: deposit and withdrawal (SPEC 5). */
export function isMoneyPage(page: CashierPage): page is 'recharge' | 'withdraw' {
  return page === 'recharge' || page === 'withdraw';
}

function rechargeStep(limit: RechargeLimit, clientNow: number): GateStep {
  // The server's nowDate measures its own limitDate: a wrong client clock does not change the minutes.
  const serverNow = Date.parse(limit.nowDate);
  const now = Number.isFinite(serverNow) ? serverNow : clientNow;
  if (limit.limitLevel === RECHARGE_LIMIT_LEVELS.contactSupport) return { kind: 'rechargeContact' };
  if (limit.limitLevel === RECHARGE_LIMIT_LEVELS.pausedForMinutes) {
    const minutes = minutesUntil(limit.limitDate, now);
    // A pause that has run out reads as open (the server says level 1 then too).
    if (minutes > 0) return { kind: 'rechargePaused', minutes };
  }
  const suspended = minutesUntil(limit.suspendedUntil, now);
  return suspended > 0 ? { kind: 'suspended', action: 'recharge', minutes: suspended } : { kind: 'open' };
}

function withdrawStep(check: WithdrawCheck, now: number): GateStep {
  if (!check.isWithdrawOpen || check.isWithdrawLock) return { kind: 'withdrawBlocked' };
  const suspended = minutesUntil(check.suspendedUntil, now);
  return suspended > 0 ? { kind: 'suspended', action: 'withdraw', minutes: suspended } : { kind: 'open' };
}

/** The next step for these facts: the first closed gate, the next fact to fetch, or open. */
export function decideFinanceGate(facts: GateFacts): GateStep {
  if (!facts.loggedIn) return { kind: 'login' };
  const { page } = facts;
  if (!isMoneyPage(page)) return { kind: 'open' };
  if (facts.telephone === undefined) return { kind: 'fetch', fact: 'user' };
  if (facts.frontendType === 2) return { kind: 'agentAccount' };
  if (page === 'withdraw') {
    if (!facts.telephone) return { kind: 'bindPhone' };
    if (facts.withdrawPasswordBound === undefined) return { kind: 'fetch', fact: 'withdrawPassword' };
    if (!facts.withdrawPasswordBound) return { kind: 'bindWithdrawPassword' };
    if (!facts.withdrawCheck) return { kind: 'fetch', fact: 'withdrawCheck' };
    return withdrawStep(facts.withdrawCheck, facts.now);
  }
  if (!facts.rechargeLimit) return { kind: 'fetch', fact: 'rechargeLimit' };
  return rechargeStep(facts.rechargeLimit, facts.now);
}

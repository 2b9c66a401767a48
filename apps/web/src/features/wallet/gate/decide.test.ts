import { describe, expect, it } from 'vitest';
import { decideFinanceGate, minutesUntil, type GateFacts } from './decide';

const NOW = Date.parse('2026-01-01T10:00:00.000Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const facts = (over: Partial<GateFacts>): GateFacts => ({ page: 'recharge', loggedIn: true, telephone: '0912345678', now: NOW, ...over });
const limit = (limitLevel: number, limitDate: string | null = null, suspendedUntil: string | null = null) => ({ limitLevel, limitDate, nowDate: new Date(NOW).toISOString(), suspendedUntil });
const check = (isWithdrawOpen = true, isWithdrawLock = false, suspendedUntil: string | null = null) => ({ isWithdrawOpen, isWithdrawLock, suspendedUntil });

describe('decideFinanceGate (SPEC 4 Finance gates, SPEC 5 Preconditions)', () => {
  it('a: every finance page needs a login first', () => {
    for (const page of ['recharge', 'withdraw', 'transfer', 'passbook'] as const) {
      expect(decideFinanceGate(facts({ page, loggedIn: false, telephone: '' }))).toEqual({ kind: 'login' });
    }
  });

  it('only recharge and withdraw go further than the login', () => {
    expect(decideFinanceGate(facts({ page: 'transfer', telephone: undefined }))).toEqual({ kind: 'open' });
    expect(decideFinanceGate(facts({ page: 'wallet', telephone: '' }))).toEqual({ kind: 'open' });
  });

  it('a2: an agent account (frontend type 2) is told why before its phone or password is asked (issue 17)', () => {
    for (const page of ['recharge', 'withdraw'] as const) {
      expect(decideFinanceGate(facts({ page, frontendType: 2, telephone: '' }))).toEqual({ kind: 'agentAccount' });
    }
    expect(decideFinanceGate(facts({ page: 'transfer', frontendType: 2 }))).toEqual({ kind: 'open' });
    expect(decideFinanceGate(facts({ frontendType: 1 }))).toEqual({ kind: 'fetch', fact: 'rechargeLimit' });
  });

  it('b: a bound telephone for withdraw, asking for the user info when unknown', () => {
    expect(decideFinanceGate(facts({ telephone: undefined }))).toEqual({ kind: 'fetch', fact: 'user' });
    expect(decideFinanceGate(facts({ page: 'withdraw', telephone: '' }))).toEqual({ kind: 'bindPhone' });
    expect(decideFinanceGate(facts({ page: 'withdraw', telephone: null }))).toEqual({ kind: 'bindPhone' });
  });

  it('b: a deposit without a phone goes on to the recharge limit: the cashier lists the phone with every other step (issue 34)', () => {
    expect(decideFinanceGate(facts({ telephone: '' }))).toEqual({ kind: 'fetch', fact: 'rechargeLimit' });
    expect(decideFinanceGate(facts({ telephone: null, rechargeLimit: limit(1) }))).toEqual({ kind: 'open' });
    expect(decideFinanceGate(facts({ telephone: '', rechargeLimit: limit(3) }))).toEqual({ kind: 'rechargeContact' });
  });

  it('c: withdraw needs a withdrawal password before its switches are asked', () => {
    expect(decideFinanceGate(facts({ page: 'withdraw' }))).toEqual({ kind: 'fetch', fact: 'withdrawPassword' });
    expect(decideFinanceGate(facts({ page: 'withdraw', withdrawPasswordBound: false, withdrawCheck: check(false) }))).toEqual({ kind: 'bindWithdrawPassword' });
    expect(decideFinanceGate(facts({ page: 'withdraw', withdrawPasswordBound: true }))).toEqual({ kind: 'fetch', fact: 'withdrawCheck' });
  });

  it('d: recharge level 2 gives the minutes left by the server clock, rounded up; level 3 contact support', () => {
    expect(decideFinanceGate(facts({}))).toEqual({ kind: 'fetch', fact: 'rechargeLimit' });
    expect(decideFinanceGate(facts({ rechargeLimit: limit(2, at(4.5)) }))).toEqual({ kind: 'rechargePaused', minutes: 5 });
    // A wrong client clock does not change the minutes: nowDate is the server's.
    expect(decideFinanceGate(facts({ now: NOW + 3_600_000, rechargeLimit: limit(2, at(30)) }))).toEqual({ kind: 'rechargePaused', minutes: 30 });
    expect(decideFinanceGate(facts({ rechargeLimit: limit(3) }))).toEqual({ kind: 'rechargeContact' });
    expect(decideFinanceGate(facts({ rechargeLimit: limit(2, at(-1)) }))).toEqual({ kind: 'open' });
    expect(decideFinanceGate(facts({ rechargeLimit: limit(1) }))).toEqual({ kind: 'open' });
  });

  it('e: withdrawal blocked when isWithdrawOpen is false or isWithdrawLock is true', () => {
    const base = { page: 'withdraw' as const, withdrawPasswordBound: true };
    expect(decideFinanceGate(facts({ ...base, withdrawCheck: check(false) }))).toEqual({ kind: 'withdrawBlocked' });
    expect(decideFinanceGate(facts({ ...base, withdrawCheck: check(true, true) }))).toEqual({ kind: 'withdrawBlocked' });
    expect(decideFinanceGate(facts({ ...base, withdrawCheck: check() }))).toEqual({ kind: 'open' });
  });

  it('f: an automatic suspension in the future closes either gate with the minutes left, after d and e', () => {
    expect(decideFinanceGate(facts({ rechargeLimit: limit(1, null, at(12.1)) }))).toEqual({ kind: 'suspended', action: 'recharge', minutes: 13 });
    expect(decideFinanceGate(facts({ rechargeLimit: limit(3, null, at(12)) }))).toEqual({ kind: 'rechargeContact' });
    const base = { page: 'withdraw' as const, withdrawPasswordBound: true };
    expect(decideFinanceGate(facts({ ...base, withdrawCheck: check(true, false, at(1)) }))).toEqual({ kind: 'suspended', action: 'withdraw', minutes: 1 });
    expect(decideFinanceGate(facts({ ...base, withdrawCheck: check(false, false, at(1)) }))).toEqual({ kind: 'withdrawBlocked' });
    expect(decideFinanceGate(facts({ ...base, withdrawCheck: check(true, false, at(-5)) }))).toEqual({ kind: 'open' });
  });

  it('minutesUntil rounds up and reads a past or missing time as 0', () => {
    expect(minutesUntil(at(0.01), NOW)).toBe(1);
    expect(minutesUntil(at(2), NOW)).toBe(2);
    expect(minutesUntil(at(0), NOW)).toBe(0);
    expect(minutesUntil(null, NOW)).toBe(0);
    expect(minutesUntil('not a date', NOW)).toBe(0);
  });
});

import { allEndpoints, BREAK_REFUSAL_CODES, endpoint, type Endpoint } from '@site/contract';
import { BREAK_CONDITIONS, BREAK_POLICY, breakRuleOf } from '@site/contract/break-policy';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { breakCheck } from './break-gate';

// Issue 33: each endpoint of the contract says what a running time-out or self-exclusion means for it
// (its declaration's onBreak, read by packages/contract/src/break-policy.ts); http/break-gate.ts enforces it
// before the handler.

const ids = new Set(allEndpoints.map((e) => e.id));
/** Routes without a player session that name one for the policy (routes/play.ts: the game-session header). */
const NAMED_BY_ROUTE = new Set(['play.bet']);
const noDb = {} as Kysely<Database>;

describe('the break policy', () => {
  it('every endpoint of the contract declares what a break means for it', () => {
    const silent = allEndpoints.filter((e) => breakRuleOf(e) === undefined).map((e) => e.id);
    expect(silent, "declare each one's onBreak: 'read', 'allowed' or { refused: <BREAK_REFUSAL_CODES name> }").toEqual([]);
    expect(Object.keys(BREAK_POLICY).sort()).toEqual([...ids].sort());
  });

  it('a GET only reads, unless it is refused; a refusal names a known code and condition, on an endpoint that knows its player', () => {
    const wrong: string[] = [];
    for (const e of allEndpoints) {
      const rule = breakRuleOf(e);
      if (rule === undefined) continue;
      if (e.method === 'GET' && rule === 'allowed') wrong.push(`${e.id}: a GET is 'read'`);
      if (typeof rule !== 'object') continue;
      if (!(rule.refused in BREAK_REFUSAL_CODES)) wrong.push(`${e.id}: no code ${rule.refused}`);
      if (rule.when !== undefined && !(rule.when in BREAK_CONDITIONS)) wrong.push(`${e.id}: no condition ${rule.when}`);
      if (e.auth !== true && !NAMED_BY_ROUTE.has(e.id)) wrong.push(`${e.id}: refused, but no player session names whose break`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses what brings money to play or a bonus; keeps withdrawals, transfers back, reading and the settings open', () => {
    const refused = Object.entries(BREAK_POLICY)
      .filter(([, rule]) => typeof rule === 'object')
      .map(([id, rule]) => `${id} ${typeof rule === 'object' ? rule.refused : ''}`)
      .sort();
    expect(refused).toEqual([
      'activity.rewardClaim rewardClaim',
      'fund.createDeposit deposit',
      'fund.submitTxHash deposit',
      'game.redirect gameLaunch',
      'game.redirectOnly gameLaunch',
      'play.bet bet',
      'promotions.firstRechargeJoin promotionJoin',
      'vip.exchange vipExchange',
      'wallet.transfer transferToGame',
    ]);
    for (const id of ['fund.applyWithdraw', 'fund.cancelWithdraw', 'wallet.recycle', 'protection.takeBreak', 'protection.setDepositLimit', 'user.login', 'fund.bindBankCard']) {
      expect(BREAK_POLICY[id], id).toBe('allowed');
    }
    expect(BREAK_POLICY['wallet.balance']).toBe('read');
  });

  it('a transfer is refused into a game wallet only', () => {
    expect(BREAK_CONDITIONS.toGameWallet({ body: { from: 'main', to: 'KT' }, query: {} })).toBe(true);
    expect(BREAK_CONDITIONS.toGameWallet({ body: { from: 'KT', to: 'main' }, query: {} })).toBe(false);
  });
});

describe('the gate (http/break-gate.ts)', () => {
  const player = (id: string): Endpoint => endpoint({ id, method: 'POST', path: `/v1/test/${id}`, auth: true, response: z.null(), summary: 'test' });

  it('refuses to register a player endpoint that declares nothing, and lets one without a player pass', () => {
    expect(() => breakCheck(noDb, player('test.undeclared'))).toThrow(/says nothing about a running time-out or self-exclusion/);
    expect(() => breakCheck(noDb, player('test.undeclared'), async () => 1)).toThrow(/onBreak/);
    expect(breakCheck(noDb, { ...player('test.visitor'), auth: undefined })).toBeUndefined();
  });

  it('checks nothing for what stays open, and every contract endpoint registers', () => {
    for (const e of allEndpoints) {
      const check = breakCheck(noDb, e, NAMED_BY_ROUTE.has(e.id) ? async () => 1 : undefined);
      expect(check === undefined, e.id).toBe(typeof breakRuleOf(e) !== 'object');
    }
  });
});

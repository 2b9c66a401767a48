import { describe, expect, it } from 'vitest';
import { vipConfig } from '../vip.fixtures';
import { exchangePreview as exchangeAmount } from '@site/contract/rules/vip-exchange';
import { checkPoints } from './exchange';
import { hasBenefit, retentionGroups, showDay } from './levels';

describe('exchange maths', () => {
  it('gives the money of the points at the ratio, rounded down to the cent', () => {
    expect(exchangeAmount(205, { points: 10, amount: '1.00' })).toBe('20.50');
    expect(exchangeAmount(7, { points: 300, amount: '1.00' })).toBe('0.02');
    expect(exchangeAmount(1, { points: 3, amount: '0.10' })).toBe('0.03');
    expect(exchangeAmount(999_999_999, { points: 1, amount: '12.34' })).toBe('12339999987.66');
    expect(exchangeAmount(0, { points: 10, amount: '1.00' })).toBe('0.00');
  });

  it('accepts only a whole number above 0, not above the available points, worth a cent', () => {
    expect(checkPoints(' 120 ', 500, 10)).toEqual({ points: 120 });
    expect(checkPoints('500', 500, 10)).toEqual({ points: 500 });
    expect(checkPoints('501', 500, 10)).toEqual({ problem: 'overAvailable' });
    expect(checkPoints('9', 500, 10)).toEqual({ problem: 'belowMinimum' });
    for (const text of ['', '0', '-5', '1.5', '1e3', 'abc', '1234567890']) expect(checkPoints(text, 500, 10)).toEqual({ problem: 'notWhole' });
  });
});

describe('level helpers', () => {
  it('groups consecutive levels with the same retention, leaving out levels that keep nothing', () => {
    expect(retentionGroups(vipConfig.vipLevels)).toEqual([
      { days: 60, from: 'VIP1', to: 'VIP5' },
      { days: 90, from: 'VIP6', to: 'VIP11' },
    ]);
  });

  it('reads a benefit as missing when the config writes 0', () => {
    const vip0 = vipConfig.vipLevels[0]?.benefits;
    expect(hasBenefit(vip0, 'levelGift')).toBe(false);
    expect(hasBenefit(vip0, 'gameRebate')).toBe(false);
    expect(hasBenefit(vip0, 'withdrawLimit')).toBe(true);
    expect(hasBenefit(undefined, 'withdrawLimit')).toBe(false);
  });

  it('writes a server day as YYYY/MM/DD without moving it across time zones', () => {
    expect(showDay('2025-07-02')).toBe('2025/07/02');
    expect(showDay(null)).toBe('');
  });
});

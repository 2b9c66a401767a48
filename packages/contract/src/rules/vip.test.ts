import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  displayVipName,
  filterVisibleVipLevels,
  isVipLevelVisible,
  meetsVipLevel,
  nextVipLevel,
  parseVipLevel,
  vipProgress,
  visibleVipLevels,
} from './vip';

describe('parseVipLevel', () => {
  it.each<[string | null | undefined, number]>([
    ['VIP0', 0],
    ['VIP3', 3],
    ['vip 10', 10],
    ['VIP11 皇冠', 11],
    ['特邀會員', 999],
    ['SVIP', 999],
    ['svip8', 999],
    ['特邀VIP5', 999],
    ['黃金會員', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
  ])('reads %j as %i', (name, level) => {
    expect(parseVipLevel(name)).toBe(level);
  });
});

describe('displayVipName', () => {
  it('shows the short name up to level 10', () => {
    expect(displayVipName('VIP10 鑽石')).toBe('VIP10');
    expect(displayVipName('VIP 3')).toBe('VIP3');
  });

  it('shows the full name above level 10', () => {
    expect(displayVipName('VIP11 皇冠')).toBe('VIP11 皇冠');
    expect(displayVipName('特邀貴賓')).toBe('特邀貴賓');
  });

  it('shows an unparseable name as given', () => {
    expect(displayVipName('黃金會員')).toBe('黃金會員');
    expect(displayVipName(null)).toBe('');
  });
});

const levels = [
  { id: 0, rechargeTotal: 0, betTotal: 0 },
  { id: 1, rechargeTotal: 1000, betTotal: 5000 },
  { id: 2, rechargeTotal: 5000, betTotal: 20000 },
  { id: 3, rechargeTotal: '10000', betTotal: '50000' },
  { id: 10, rechargeTotal: 500000, betTotal: 2000000 },
  { id: 11, rechargeTotal: 1000000, betTotal: 5000000 },
  { id: 999, rechargeTotal: 0, betTotal: 0 },
];
const config = { vipLevels: levels };
const none = { rechargeTotal: 0, betTotal: 0 };

describe('nextVipLevel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the lowest higher level when nothing higher is met', () => {
    expect(nextVipLevel(config, 0, none)?.id).toBe(1);
    expect(nextVipLevel(config, 3, none)?.id).toBe(10);
  });

  it('is the highest level whose two totals are both met', () => {
    expect(nextVipLevel(config, 0, { rechargeTotal: 6000, betTotal: 25000 })?.id).toBe(2);
    expect(nextVipLevel(config, 0, { rechargeTotal: '10000', betTotal: '50000.00' })?.id).toBe(3);
  });

  it('needs both totals: meeting only one does not count', () => {
    expect(nextVipLevel(config, 0, { rechargeTotal: 999999, betTotal: 4999 })?.id).toBe(1);
    expect(nextVipLevel(config, 1, { rechargeTotal: 4999, betTotal: 999999 })?.id).toBe(2);
  });

  it('never proposes 999 as a next level', () => {
    expect(nextVipLevel(config, 10, { rechargeTotal: 1e9, betTotal: 1e9 })?.id).toBe(11);
    expect(nextVipLevel({ vipLevels: levels.filter((l) => l.id !== 11) }, 10, none)).toBeNull();
  });

  it('ignores levels above 11', () => {
    const withTwelve = { vipLevels: [...levels, { id: 12, rechargeTotal: 0, betTotal: 0 }] };
    expect(nextVipLevel(withTwelve, 10, { rechargeTotal: 1e9, betTotal: 1e9 })?.id).toBe(11);
  });

  it('equals the current level at 11 and at 999', () => {
    expect(nextVipLevel(config, 11, none)?.id).toBe(11);
    expect(nextVipLevel(config, 999, none)?.id).toBe(999);
  });

  it('warns and gives null for a missing config', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(nextVipLevel(null, 0, none)).toBeNull();
    expect(nextVipLevel({ vipLevels: [] }, 0, none)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('warns and gives null for a missing level', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(nextVipLevel({ vipLevels: [{ id: 0, rechargeTotal: 0, betTotal: 0 }] }, 0, none)).toBeNull();
    expect(nextVipLevel({ vipLevels: [{ id: 0, rechargeTotal: 0, betTotal: 0 }] }, 999, none)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('does not depend on config order', () => {
    expect(nextVipLevel({ vipLevels: [...levels].reverse() }, 0, none)?.id).toBe(1);
  });
});

describe('meetsVipLevel and vipProgress', () => {
  it('compares inclusive of the boundary', () => {
    expect(meetsVipLevel(levels[1]!, { rechargeTotal: 1000, betTotal: 5000 })).toBe(true);
    expect(meetsVipLevel(levels[1]!, { rechargeTotal: 999.99, betTotal: 5000 })).toBe(false);
  });

  it('gives clamped fractions', () => {
    expect(vipProgress(levels[1]!, { rechargeTotal: 500, betTotal: 10000 })).toEqual({ recharge: 0.5, bet: 1 });
    expect(vipProgress(levels[0]!, none)).toEqual({ recharge: 1, bet: 1 });
  });
});

describe('visible levels', () => {
  it('shows 0..10 or 0..11 by brand', () => {
    expect(visibleVipLevels(10, 3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(visibleVipLevels(11, 3)).toHaveLength(12);
  });

  it('shows everything, 999 included, to a 999 player', () => {
    expect(visibleVipLevels(10, 999)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 999]);
  });

  it('always shows the player their own level', () => {
    expect(visibleVipLevels(10, 11)).toContain(11);
    expect(isVipLevelVisible(11, 10, 11)).toBe(true);
    expect(isVipLevelVisible(11, 10, 5)).toBe(false);
    expect(isVipLevelVisible(999, 11, 5)).toBe(false);
  });

  it('filters config levels', () => {
    expect(filterVisibleVipLevels(levels, 10, 2).map((l) => l.id)).toEqual([0, 1, 2, 3, 10]);
    expect(filterVisibleVipLevels(levels, 10, 999).map((l) => l.id)).toEqual([0, 1, 2, 3, 10, 11, 999]);
  });
});

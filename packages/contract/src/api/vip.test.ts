import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_VIP, VIP_ERROR_CODES } from '../constants';
import { filterVisibleVipLevels, nextVipLevel } from '../rules/vip';
import { pointsInput, vipApi, vipConfig, vipRecord } from './vip';

describe('VIP calls (SPEC 7)', () => {
  it('sit at the paths SPEC 7 names, each for a logged-in player; the exchange takes an Idempotency-Key', () => {
    expect(Object.values(vipApi).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /v1/user/vip',
      'GET /v1/user/vip/config',
      'GET /v1/user/vip/coupons',
      'GET /v1/user/vip/coupon-records',
      'GET /v1/user/vip/coupon-exchange',
      'PUT /v1/user/vip/coupon-exchange',
    ]);
    expect(Object.values(vipApi).every((e) => e.auth === true)).toBe(true);
    expect(vipApi.exchange.idempotent).toBe(true);
    expect(vipApi.exchange.query.safeParse({}).success).toBe(false);
  });

  it('points typed by a player: a whole number above zero, as text or a number', () => {
    expect(pointsInput.parse('120')).toBe(120);
    expect(pointsInput.parse(7)).toBe(7);
    for (const bad of ['0', 0, -1, '1.5', 1.5, '', 'x', '1e3', 1_000_000_000]) expect(pointsInput.safeParse(bad).success, String(bad)).toBe(false);
  });

  it("the record carries SPEC 3's six fields with the default's values as decimal strings", () => {
    const record = {
      vipId: DEFAULT_USER_VIP.vipId,
      vipName: DEFAULT_USER_VIP.vipName,
      rechargeTotal: '0.00',
      betTotal: '0.00',
      limitRechargeTotal: '1000.00',
      limitBetTotal: '5000.00',
      level: 0,
      nextLevelId: 1,
      upgradeOn: null,
      retentionDays: 0,
      keepUntil: null,
      levelSince: null,
      monthTurnover: '0.00',
      monthDeposits: 0,
      points: '0',
      totalsCurrency: 'NTD',
    };
    expect(vipRecord.parse(record)).toEqual(record);
    expect(vipRecord.safeParse({ ...record, upgradeOn: '2031/01/01' }).success).toBe(false);
    expect(vipRecord.safeParse({ ...record, points: '-5' }).success).toBe(false);
  });

  it('a config in the contract shape works with the VIP rules (next level, brand lists)', () => {
    const level = (id: number, recharge: string, bet: string) => ({
      id,
      name: id === 999 ? '特邀VIP' : `VIP${id}`,
      rechargeTotal: recharge,
      betTotal: bet,
      retentionDays: 60,
      benefits: { birthdayGift: '0', festivalGift: '0', levelGift: '0', redEnvelop: '0', gameRebate: '0.30', withdrawLimit: { count: 3, amount: '50000.00' } },
    });
    const levels = [...Array.from({ length: 12 }, (_, i) => level(i, `${i * 1000}.00`, `${i * 5000}.00`)), level(999, '0.00', '0.00')];
    const rules = {
      upgradeDelayDays: 1,
      keepPeriodDays: 30,
      keepTurnover: '5000.00',
      keepMinDeposits: 1,
      dropLevels: 1,
      totalsRestartOnDrop: true,
      rebateMaxPercent: '1.50',
      rebateCapped: false,
      couponValidDays: 30,
      totalsCurrency: 'NTD',
    };
    const config = vipConfig.parse({ vipLevels: levels, vipPointRatios: [], vipLimits: [], gameRebates: [{ vipId: 0, gameType: 1, rate: '0.30' }], rules });
    expect(nextVipLevel(config, 0, { rechargeTotal: '2500.00', betTotal: '12000.00' })?.id).toBe(2);
    expect(filterVisibleVipLevels(config.vipLevels, 10, 0)).toHaveLength(11);
    expect(vipConfig.safeParse({ ...config, gameRebates: [{ vipId: 0, gameType: 8, rate: '0.30' }] }).success).toBe(false);
  });

  it('names the 041 codes', () => {
    expect(Object.values(VIP_ERROR_CODES)).toEqual(['041001', '041002', '041003', '041004']);
  });
});

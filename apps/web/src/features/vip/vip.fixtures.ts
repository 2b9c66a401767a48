import { aUserInfo } from '@site/contract/testing/users';
import type { VipConfig, VipCoupon, VipCouponRecord, VipExchangeInfo, VipLevelConfig, VipRecord } from '@site/contract/api/vip';
import { VIP_ERROR_CODES } from '@site/contract/codes/vip';
import { errorCatalogue } from '../../test/site.fixtures';
import { logIn } from '../../test/session.fixtures';

/** Tests only: VIP data shaped like the server's (checked by the contract's schemas when the client parses them). */

const money = (n: number) => `${n}.00`;

/** Level n: benefits grow with the level, as the server's demo config does. */
function level(id: number): VipLevelConfig {
  const n = id === 999 ? 12 : id;
  return {
    id,
    name: id === 999 ? '特邀VIP' : `VIP${id}`,
    rechargeTotal: money(n * 10_000),
    betTotal: money(n * 50_000),
    retentionDays: id === 0 || id === 999 ? 0 : id <= 5 ? 60 : 90,
    benefits: {
      levelGift: n >= 1 ? String(n * 100) : '0',
      birthdayGift: n >= 2 ? String(n * 50) : '0',
      festivalGift: n >= 3 ? String(n * 80) : '0',
      redEnvelop: n >= 4 ? String(n * 20) : '0',
      gameRebate: n >= 1 ? (n * 0.125).toFixed(2) : '0.00',
      withdrawLimit: { count: 3 + n, amount: money(50_000 + n * 50_000) },
    },
  };
}

export const LEVEL_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 999] as const;

export const vipConfig: VipConfig = {
  vipLevels: LEVEL_IDS.map(level),
  vipPointRatios: [
    { currency: 'NTD', points: 10, amount: '1.00' },
    { currency: 'USDT', points: 300, amount: '1.00' },
  ],
  vipLimits: LEVEL_IDS.map((id) => ({ id, dailyWithdrawCount: 3 + id, dailyWithdrawAmount: money(50_000), depositChannels: ['BANK'] })),
  gameRebates: [{ vipId: 1, gameType: 1, rate: '0.10' }],
  rules: {
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
  },
};

/** A player's record; the default is a new player (VIP0, vipId 1, totals 0: SPEC 3). */
export function vipRecord(patch: Partial<VipRecord> = {}): VipRecord {
  return {
    vipId: 1,
    vipName: 'VIP0',
    rechargeTotal: '0.00',
    betTotal: '0.00',
    limitRechargeTotal: '10000.00',
    limitBetTotal: '50000.00',
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
    ...patch,
  };
}

export function coupon(id: number, patch: Partial<VipCoupon> = {}): VipCoupon {
  return {
    id,
    type: 'levelUp',
    title: `晉級禮券 ${id}`,
    points: '300',
    originalPoints: '500',
    issuedAt: '2025-06-01T04:00:00.000Z',
    expiresAt: '2025-07-01T04:00:00.000Z',
    status: 'active',
    detail: `升級至 VIP${id} 的獎勵點券，可兌換為主錢包餘額。`,
    ...patch,
  };
}

export function couponRecord(id: number, patch: Partial<VipCouponRecord> = {}): VipCouponRecord {
  return {
    id,
    kind: 'issued',
    couponId: id,
    couponType: 'levelUp',
    title: `晉級禮券 ${id}`,
    points: '500',
    amount: null,
    currency: null,
    createdAt: '2025-06-01T04:00:00.000Z',
    ...patch,
  };
}

export function exchangeInfo(points: number, patch: Partial<VipExchangeInfo> = {}): VipExchangeInfo {
  return { currency: 'NTD', points: String(points), ratio: { points: 10, amount: '1.00' }, maxAmount: money(Math.floor(points / 10)), minPoints: 10, ...patch };
}

/** Logs a player in as a page load finds them (a token and the user info the last visit kept). */
export function logInAs(vipName: string) {
  logIn(aUserInfo({ vipName, currency: 'NTD' }));
}

/** The error catalogue with the VIP codes (the server's words, SPEC 8). */
export function vipErrorCatalogue() {
  const base = errorCatalogue('vip');
  return {
    ...base,
    errorCodes: [
      ...base.errorCodes,
      { errorCode: VIP_ERROR_CODES.insufficientPoints, httpStatus: 400, description: '很抱歉，您的點券餘額不足', defaultDesc: 'Insufficient coupon points', showType: 1 as const },
      { errorCode: VIP_ERROR_CODES.exchangeFailed, httpStatus: 500, description: '兌換失敗，請稍候再試', defaultDesc: 'Exchange failed', showType: 1 as const },
    ],
  };
}

import type * as z from 'zod/mini';
import type { userDetail, UserInfo } from '../api/user-schemas';

type UserDetail = z.infer<typeof userDetail>;

/**
 * The one player of the tests (web, cashier, e2e helpers): GET /v1/user/info and GET /v1/user/detail as the
 * server answers for demo01, each overridable field by field. A new column of the user goes here once
 * (the types fail until it does), not in a hand-written copy per app (docs/testing.md, fixtures).
 */
export const aUserInfo = (over: Partial<UserInfo> = {}): UserInfo => ({
  userId: 7,
  nickname: '試玩玩家',
  username: 'demo01',
  avatar: '/assets/avatar/2.svg',
  telephone: '',
  hasTelephone: false,
  countryCode: '886',
  language: 'TW',
  currency: 'NTD',
  verifyIdCardStatus: 0,
  userType: 1,
  frontendType: 1,
  registerDate: '2024-01-01T00:00:00Z',
  vipName: 'VIP3',
  ...over,
});

/** The my-account details of the same player, here with a bound phone (0912345678, shown masked). */
export const aUserDetail = (over: Partial<UserDetail> = {}): UserDetail => {
  const { userId, username, nickname, avatar, verifyIdCardStatus, countryCode, language, currency, registerDate, vipName } = aUserInfo();
  return {
    userId,
    username,
    nickname,
    nicknameChangeable: true,
    avatar,
    gender: 0,
    birthday: null,
    realName: null,
    verifyIdCardStatus,
    telephone: '0912***678',
    hasTelephone: true,
    countryCode,
    hasWithdrawPassword: false,
    lineBound: false,
    language,
    currency,
    registerDate,
    vipName,
    withdrawProtect: false,
    smsVerify: false,
    phoneChangePending: false,
    twoFactor: false,
    ...over,
  };
};

import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX } from '../constants';
import { accountApi, ACCOUNT_ERROR_CODES, deliveryAddressInput } from './account';
import { allEndpoints } from './registry';
import { userDetail, userMobileChange } from './user';

describe('account calls (issue 10)', () => {
  it('the delivery-address calls sit at the paths SPEC 7 names; every call needs a login', () => {
    const calls = [accountApi.addresses, accountApi.addAddress, accountApi.updateAddress, accountApi.deleteAddress, accountApi.setDefaultAddress];
    expect(calls.map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /v1/user/address',
      'POST /v1/user/address',
      'PUT /v1/user/address/{id}',
      'DELETE /v1/user/address/{id}',
      'PUT /v1/user/address/setDefault/{id}',
    ]);
    expect(`${accountApi.withdrawProtect.method} ${accountApi.withdrawProtect.path}`).toBe('PUT /v1/user/security/withdrawProtect');
    for (const e of Object.values(accountApi)) expect(e.auth, e.id).toBe(true);
    for (const e of calls) expect(e.extension, e.id).toBeUndefined();
    expect(accountApi.idCard.extension && accountApi.smsVerify.extension && accountApi.mobileVerifyOld.extension).toBe(true);
  });

  it('every call is in the registry once', () => {
    for (const e of Object.values(accountApi)) expect(allEndpoints.filter((x) => x.id === e.id)).toHaveLength(1);
  });

  it('ID verification takes a strict real name and a Taiwan ID with its check digit', () => {
    const ok = { realName: '王小明', idNumber: 'A123456789', frontFileId: 'abcdefgh12', backFileId: 'abcdefgh34' };
    expect(accountApi.submitIdCard.body.safeParse(ok).success).toBe(true);
    const bad = accountApi.submitIdCard.body.safeParse({ ...ok, idNumber: 'A123456788' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['rules.idNumber']);
    expect(accountApi.submitIdCard.body.safeParse({ ...ok, realName: ' 王小明' }).error?.issues[0]?.message).toBe('rules.realName');
    expect(accountApi.submitIdCard.body.safeParse({ ...ok, frontFileId: '../x' }).success).toBe(false);
  });

  it('an address needs a receiver and a 5-100 character address; isDefault is optional', () => {
    expect(deliveryAddressInput.safeParse({ receiver: '王小明', address: '台北市信義區松仁路100號' }).success).toBe(true);
    const bad = deliveryAddressInput.safeParse({ receiver: '王', address: '台北' });
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual(['rules.deliveryAddress', 'rules.receiverName']);
    expect(ADDRESS_MAX).toBe(5);
  });

  it('withdrawProtect takes enabled and an optional login password; smsVerify a 6-digit code', () => {
    expect(accountApi.withdrawProtect.body.safeParse({ enabled: true }).success).toBe(true);
    expect(accountApi.withdrawProtect.body.safeParse({ enabled: false, pwd: 'abc123' }).success).toBe(true);
    expect(accountApi.withdrawProtect.body.safeParse({ enabled: 'yes' }).success).toBe(false);
    expect(accountApi.smsVerify.body.safeParse({ enabled: true, code: '123456' }).success).toBe(true);
    expect(accountApi.smsVerify.body.safeParse({ enabled: true, code: '12345' }).success).toBe(false);
  });

  it('the phone change accepts the uuid of step 1 or the old code', () => {
    const base = { mobile: '0912345678', code: '123456', countryCode: '886' };
    expect(userMobileChange.body.safeParse({ ...base, uuid: 'u-1' }).success).toBe(true);
    expect(userMobileChange.body.safeParse({ ...base, oldCode: '654321' }).success).toBe(true);
    expect(userMobileChange.body.safeParse({ ...base, mobile: '12' }).success).toBe(false);
  });

  it('userDetail carries the three switches, false when an older reply lacks them', () => {
    const detail = {
      userId: 1, username: 'player01', nickname: 'n', nicknameChangeable: true, avatar: '', gender: 0, birthday: null, realName: null,
      verifyIdCardStatus: 0, telephone: '', hasTelephone: false, countryCode: '', hasWithdrawPassword: false, lineBound: false,
      language: 'TW', currency: 'NTD', registerDate: '2025-01-01T00:00:00.000Z', vipName: 'VIP0',
    };
    expect(userDetail.parse(detail)).toMatchObject({ withdrawProtect: false, smsVerify: false, phoneChangePending: false });
    expect(userDetail.parse({ ...detail, withdrawProtect: true, smsVerify: true, phoneChangePending: true })).toMatchObject({ withdrawProtect: true, smsVerify: true, phoneChangePending: true });
  });

  it('error codes are 013xxx and distinct', () => {
    const codes = Object.values(ACCOUNT_ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^013\d{3}$/);
  });
});

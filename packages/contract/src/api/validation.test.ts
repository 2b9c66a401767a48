import { describe, expect, it } from 'vitest';
import { SMS_REQUEST_TYPES, sendCodeBody, sendsToBoundPhone, validationSms, validationVoice } from './validation';

const T = SMS_REQUEST_TYPES;
const BOUND = [T.changeMobileOld, T.smsPassword, T.withdrawPasswordReset, T.smsVerify, T.bindDestination, T.withdrawConfirm, T.reactivate] as const;
const TYPED = [T.login, T.bindMobile, T.forgotPassword, T.verifyPhone, T.register] as const;

function issues(body: unknown) {
  const result = sendCodeBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('sendCodeBody', () => {
  it('the bound types are 5 to 11 (10 and 11: the terms, issue 20)', () => {
    expect(BOUND).toEqual([5, 6, 7, 8, 9, 10, 11]);
    for (const type of BOUND) expect(sendsToBoundPhone(type), String(type)).toBe(true);
    for (const type of TYPED) expect(sendsToBoundPhone(type), String(type)).toBe(false);
  });

  it.each(BOUND)('type %i may leave mobile out (the bound number of the session)', (requestType) => {
    expect(sendCodeBody.parse({ requestType, countryCode: '886' })).toEqual({ requestType, countryCode: '886' });
  });

  it.each(TYPED)('type %i needs mobile (rules.phone on mobile)', (requestType) => {
    expect(issues({ requestType, countryCode: '886' })).toEqual([{ path: 'mobile', message: 'rules.phone' }]);
  });

  it('a given mobile is checked by the phone rule, bound types included', () => {
    for (const requestType of [T.bindMobile, T.smsPassword]) {
      expect(sendCodeBody.safeParse({ requestType, countryCode: '886', mobile: '0912345678' }).success).toBe(true);
      expect(issues({ requestType, countryCode: '886', mobile: '091234567' })).toEqual([{ path: 'mobile', message: 'rules.phone' }]);
      expect(issues({ requestType, countryCode: '886', mobile: '09x' }).map((i) => i.path)).toContain('mobile');
    }
  });

  it('still refuses an unknown request type or a bad country code', () => {
    expect(sendCodeBody.safeParse({ requestType: 99, countryCode: '886' }).success).toBe(false);
    expect(sendCodeBody.safeParse({ requestType: T.smsVerify, countryCode: '+886' }).success).toBe(false);
  });

  it('the endpoint summaries say where the code of types 5-11 goes', () => {
    for (const endpoint of [validationSms, validationVoice]) {
      expect(endpoint.summary).toMatch(/request types 5-11 .*bound number.*mobile may be left out/);
    }
  });
});

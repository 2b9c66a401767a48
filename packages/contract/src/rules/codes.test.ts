import { describe, expect, it } from 'vitest';
import {
  captchaSchema,
  filterCaptchaInput,
  filterSmsCodeInput,
  smsCodeSchema,
  validateCaptcha,
  validateSmsCode,
} from './codes';

describe('SMS code', () => {
  it.each(['000000', '123456', ' 123456 '])('accepts %j', (v) => {
    expect(validateSmsCode(v)).toBeNull();
  });

  it('asks for a valid code when empty', () => {
    expect(validateSmsCode('')).toBe('rules.smsCode');
    expect(validateSmsCode('   ')).toBe('rules.smsCode');
  });

  it.each([
    ['5 digits', '12345'],
    ['7 digits', '1234567'],
    ['a letter', '12345a'],
    ['full-width digits', '１２３４５６'],
  ])('reports a format error for %s', (_label, v) => {
    expect(validateSmsCode(v)).toBe('rules.smsCodeFormat');
  });

  it('filters input to 6 digits', () => {
    expect(filterSmsCodeInput('12-34 56 78')).toBe('123456');
  });

  it('schema carries the key', () => {
    expect(smsCodeSchema.safeParse('12').error?.issues[0]?.message).toBe('rules.smsCodeFormat');
    expect(smsCodeSchema.safeParse('123456').success).toBe(true);
  });
});

describe('graphic captcha', () => {
  it.each(['abcd', 'AB12', '0000'])('accepts %j', (v) => {
    expect(validateCaptcha(v)).toBeNull();
  });

  it('asks for a valid captcha when empty', () => {
    expect(validateCaptcha('')).toBe('rules.captchaInvalid');
  });

  it.each(['abc', 'abcde', 'ab c', 'ab-1', '驗證碼a'])('asks for the correct captcha for %j', (v) => {
    expect(validateCaptcha(v)).toBe('rules.captcha');
  });

  it('filters input to 4 alphanumerics', () => {
    expect(filterCaptchaInput('a-b c12')).toBe('abc1');
  });

  it('schema carries the key', () => {
    expect(captchaSchema.safeParse('').error?.issues[0]?.message).toBe('rules.captchaInvalid');
  });
});

import { describe, expect, it } from 'vitest';
import {
  filterPasswordInput,
  filterUsernameInput,
  filterWithdrawPasswordInput,
  nicknameSchema,
  passwordSchema,
  usernameSchema,
  validateConfirmPassword,
  validateNewPassword,
  validateNickname,
  validatePassword,
  validateProxyAccount,
  validateShortName,
  validateUsername,
  validateWithdrawPassword,
  validateWithdrawPasswordConfirm,
} from './account';

describe('username', () => {
  it.each(['abc12', 'a1234', '1abcd', 'a'.repeat(17) + '1', 'ABCdef123'])('accepts %j', (v) => {
    expect(validateUsername(v)).toBeNull();
  });

  it.each([
    ['4 characters', 'ab12'],
    ['19 characters', 'a'.repeat(18) + '1'],
    ['letters only', 'abcdef'],
    ['digits only', '123456'],
    ['a symbol', 'abc_123'],
    ['a space', 'abc 123'],
    ['a full-width digit', 'abcd１'],
    ['Chinese', '帳號abc12'],
    ['empty', ''],
  ])('rejects %s with the SPEC message key', (_label, v) => {
    expect(validateUsername(v)).toBe('rules.username');
  });

  it('filters input to alphanumerics, at most 18', () => {
    expect(filterUsernameInput('ab c_1-2!帳')).toBe('abc12');
    expect(filterUsernameInput('a'.repeat(25))).toBe('a'.repeat(18));
  });

  it('exposes a zod schema whose issue message is the key', () => {
    expect(usernameSchema.safeParse('abc12').success).toBe(true);
    const result = usernameSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('rules.username');
  });
});

describe('password', () => {
  it.each(['abc123', 'A1b2c3', 'a1!@#$%^&*()_+-=', 'x'.repeat(17) + '9', 'pass.word1', 'a1~`[]{}|\\;:\'",.<>/?'.slice(0, 18)])(
    'accepts %j',
    (v) => {
      expect(validatePassword(v)).toBeNull();
    },
  );

  it.each([
    ['5 characters', 'abc12'],
    ['19 characters', 'x'.repeat(18) + '9'],
    ['no digit', 'abcdefg'],
    ['no letter', '123456!'],
    ['a space', 'abc 123'],
    ['non-ASCII', '密碼abc123'],
    ['empty', ''],
  ])('rejects %s', (_label, v) => {
    expect(validatePassword(v)).toBe('rules.password');
  });

  it('cuts input at 18 characters', () => {
    expect(filterPasswordInput('a'.repeat(20))).toHaveLength(18);
  });

  it('schema reports the password key', () => {
    expect(passwordSchema.safeParse('abc').error?.issues[0]?.message).toBe('rules.password');
  });
});

describe('confirm and new password', () => {
  it('accepts an identical confirmation', () => {
    expect(validateConfirmPassword('abc123', 'abc123')).toBeNull();
  });

  it.each([
    ['different', 'abc123', 'abc124'],
    ['case differs', 'abc123', 'ABC123'],
    ['both empty', '', ''],
  ])('rejects a confirmation that is %s', (_label, pwd, confirm) => {
    expect(validateConfirmPassword(pwd, confirm)).toBe('rules.passwordMismatch');
  });

  it('rejects a new password equal to the old one', () => {
    expect(validateNewPassword('abc123', 'abc123')).toBe('rules.passwordSameAsOld');
  });

  it('checks the password rule before the old-password comparison', () => {
    expect(validateNewPassword('abc', 'abc')).toBe('rules.password');
  });

  it('accepts a valid new password that differs', () => {
    expect(validateNewPassword('abc124', 'abc123')).toBeNull();
  });
});

describe('withdrawal password', () => {
  it('accepts exactly 6 digits', () => {
    expect(validateWithdrawPassword('012345')).toBeNull();
  });

  it.each(['12345', '1234567', '12345a', '１２３４５６', ''])('rejects %j', (v) => {
    expect(validateWithdrawPassword(v)).toBe('rules.withdrawPassword');
  });

  it('requires the second entry to match the first', () => {
    expect(validateWithdrawPasswordConfirm('123456', '123456')).toBeNull();
    expect(validateWithdrawPasswordConfirm('123456', '654321')).toBe('rules.passwordMismatch');
    expect(validateWithdrawPasswordConfirm('123456', '12345')).toBe('rules.withdrawPassword');
  });

  it('filters input to at most 6 digits', () => {
    expect(filterWithdrawPasswordInput('12a3-4567')).toBe('123456');
  });
});

describe('proxy account', () => {
  it('follows the username rule with its own message', () => {
    expect(validateProxyAccount('agent01')).toBeNull();
    expect(validateProxyAccount('agent')).toBe('rules.proxyAccount');
    expect(validateProxyAccount('ag1')).toBe('rules.proxyAccount');
  });
});

describe('nickname', () => {
  it('accepts 1 to 10 characters', () => {
    expect(validateNickname('小明')).toBeNull();
    expect(validateNickname('一二三四五六七八九十')).toBeNull();
  });

  it('rejects 11 characters', () => {
    expect(validateNickname('一二三四五六七八九十一')).toBe('rules.nicknameTooLong');
  });

  it('counts an emoji as one character', () => {
    expect(validateNickname('😀'.repeat(10))).toBeNull();
    expect(validateNickname('😀'.repeat(11))).toBe('rules.nicknameTooLong');
  });

  it('rejects blank', () => {
    expect(validateNickname('   ')).toBe('rules.nicknameRequired');
  });

  it.each(['ab\u0000c', 'a\u001bb', '\tab', 'ab\n', 'a\u007fb', 'a\u0085b'])('rejects control characters such as NUL in %j', (v) => {
    expect(validateNickname(v)).toBe('rules.controlCharacters');
    expect(nicknameSchema.safeParse(v).success).toBe(false);
  });

  it('rejects the old nickname, ignoring edge spaces', () => {
    expect(validateNickname(' 小明 ', '小明')).toBe('rules.nicknameSameAsOld');
    expect(validateNickname('小華', '小明')).toBeNull();
  });

  it('schema reports the too-long key', () => {
    expect(nicknameSchema.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('rules.nicknameTooLong');
  });
});

describe('short name (1-10 letters or digits)', () => {
  it.each(['a', '1', 'abc123', 'abcdefghij'])('accepts %j', (v) => {
    expect(validateShortName(v)).toBeNull();
  });

  it.each(['', 'abcdefghijk', 'ab c', '名字'])('rejects %j', (v) => {
    expect(validateShortName(v)).toBe('rules.shortName');
  });
});

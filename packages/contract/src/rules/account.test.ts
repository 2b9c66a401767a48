import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterPasswordInput,
  filterUsernameInput,
  filterWithdrawPasswordInput,
  isTrivialWithdrawPassword,
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
  withdrawPasswordSchema,
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
    expect(validateWithdrawPassword('135790')).toBeNull();
  });

  it.each(['12345', '1234567', '12345a', '１２３４５６', ''])('rejects %j', (v) => {
    expect(validateWithdrawPassword(v)).toBe('rules.withdrawPassword');
  });

  it('requires the second entry to match the first', () => {
    expect(validateWithdrawPasswordConfirm('135790', '135790')).toBeNull();
    expect(validateWithdrawPasswordConfirm('135790', '246810')).toBe('rules.passwordMismatch');
    expect(validateWithdrawPasswordConfirm('135790', '13579')).toBe('rules.withdrawPassword');
  });

  it('says a trivial choice once, on the first field, not again on the confirmation', () => {
    expect(validateWithdrawPasswordConfirm('123456', '123456')).toBeNull();
  });
});

describe('trivial withdrawal passwords (issue 34)', () => {
  const digit = fc.integer({ min: 0, max: 9 });
  const digits = fc.array(digit, { minLength: 6, maxLength: 6 }).map((d) => d.join(''));

  it.each(['123456', '012345', '456789', '654321', '987654', '543210', '890123', '109876', '111111', '000000', '121212', '909090', '123123', '007007'])(
    'refuses %s with its own reason',
    (v) => {
      expect(validateWithdrawPassword(v)).toBe('rules.withdrawPasswordTrivial');
      expect(withdrawPasswordSchema.safeParse(v).error?.issues[0]?.message).toBe('rules.withdrawPasswordTrivial');
    },
  );

  it.each(['135790', '246810', '112233', '123457', '123465', '121213', '123412', '654320', '102938'])('accepts %s', (v) => {
    expect(validateWithdrawPassword(v)).toBeNull();
  });

  it('every run of six (up or down, 9 next to 0) is refused, from any first digit', () => {
    fc.assert(
      fc.property(digit, fc.constantFrom(1, -1), (start, step) => {
        const run = Array.from({ length: 6 }, (_, i) => (start + step * i + 20) % 10).join('');
        expect(validateWithdrawPassword(run)).toBe('rules.withdrawPasswordTrivial');
      }),
    );
  });

  it('every block of 1 to 3 digits repeated to six is refused', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3), fc.array(digit, { minLength: 3, maxLength: 3 }), (n, block) => {
        const repeated = block.slice(0, n).join('').repeat(6 / n);
        expect(validateWithdrawPassword(repeated)).toBe('rules.withdrawPasswordTrivial');
      }),
    );
  });

  it('six digits with four or more different ones that are not a run are accepted', () => {
    const isRun = (v: string) => [1, 9].some((s) => [...v].every((d, i) => i === 0 || (Number(d) - Number(v[i - 1]) + 10) % 10 === s));
    fc.assert(
      fc.property(
        digits.filter((v) => new Set(v).size >= 4 && !isRun(v)),
        (v) => {
          expect(isTrivialWithdrawPassword(v)).toBe(false);
          expect(validateWithdrawPassword(v)).toBeNull();
        },
      ),
    );
  });

  it('refuses exactly 1,110 of the 1,000,000 (20 runs, 10 + 90 + 990 repeats of 1, 2 and 3 digits)', () => {
    let refused = 0;
    for (let n = 0; n < 1_000_000; n += 1) if (isTrivialWithdrawPassword(String(n).padStart(6, '0'))) refused += 1;
    expect(refused).toBe(1110);
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

import { describe, expect, it } from 'vitest';
import * as rules from './index';
import { RULE_MESSAGE_KEYS, RULE_MESSAGES, ruleMessageTree, ruleSchema } from './messages';

/** SPEC 5 and 8 Chinese, word for word. */
const SPEC_TEXTS: Record<string, string> = {
  'rules.username': '帳號長度必須在5-18字母和數字',
  'rules.password': '密碼為6-18個字符組成，必須包含數字、字母',
  'rules.passwordMismatch': '兩次輸入的密碼不相符',
  'rules.passwordSameAsOld': '新舊密碼不能一致',
  'rules.phone': '請輸入有效的手機號碼',
  'rules.phoneCountryBlocked': '您暫時無法使用該國家或地區的手機號碼。如有疑問，請聯繫客服。',
  'rules.smsCode': '請輸入有效的驗證碼',
  'rules.smsCodeFormat': '驗證碼格式錯誤',
  'rules.captcha': '請輸入正確的驗證碼',
  'rules.captchaInvalid': '請輸入有效的圖形驗證碼',
  'rules.proxyAccount': '請輸入有效的經銷號',
  'rules.nicknameTooLong': '暱稱不能超過10個字',
  'rules.nicknameSameAsOld': '新舊暱稱不能相同',
  'rules.idNumber': '請輸入有效的身分證號碼',
};

describe('rule messages', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s has the SPEC zh-TW text word for word', (key, text) => {
    expect(RULE_MESSAGES[key as keyof typeof RULE_MESSAGES]['zh-TW']).toBe(text);
  });

  it.each(RULE_MESSAGE_KEYS)('%s has non-empty zh-TW, en and th texts', (key) => {
    const texts = RULE_MESSAGES[key];
    expect(texts['zh-TW'].length).toBeGreaterThan(0);
    expect(texts.en).toMatch(/^[\x20-\x7e]+$/);
    expect(texts.th).toMatch(/[\u0e00-\u0e7f]/);
  });

  it('keys are all under the rules. prefix', () => {
    for (const key of RULE_MESSAGE_KEYS) expect(key).toMatch(/^rules\.[A-Za-z0-9]+$/);
  });

  it('builds an i18next resource tree per locale', () => {
    const tree = ruleMessageTree('en');
    expect(tree.rules.username).toBe(RULE_MESSAGES['rules.username'].en);
    expect(Object.keys(tree.rules)).toHaveLength(RULE_MESSAGE_KEYS.length);
  });

  it('every key a validator returns is registered', () => {
    const returned = [
      rules.validateUsername(''),
      rules.validatePassword(''),
      rules.validateConfirmPassword('a', 'b'),
      rules.validateNewPassword('abc123', 'abc123'),
      rules.validateWithdrawPassword(''),
      rules.validateWithdrawPassword('123456'),
      rules.validateProxyAccount(''),
      rules.validateNickname(''),
      rules.validateNickname('x'.repeat(11)),
      rules.validateNickname('a', 'a'),
      rules.validateNickname('a\u0000b'),
      rules.validateNickname('a\u202eb'),
      rules.validateShortName(''),
      rules.validatePhone('', { countryCode: '886' }),
      rules.validatePhone('', { countryCode: '886', isBlocked: true }),
      rules.validateSmsCode(''),
      rules.validateSmsCode('1'),
      rules.validateCaptcha(''),
      rules.validateCaptcha('1'),
      rules.validateRealName(''),
      rules.validateReceiverName(''),
      rules.validateReceiver('x'.repeat(21)),
      rules.validateDeliveryAddress(''),
      rules.validateBirthday('', new Date()),
      rules.validateBirthday('2020-01-01', new Date(2025, 0, 1)),
      rules.validateBirthday('2020-01-01', new Date(2025, 0, 1), 'strict'),
      rules.validateIdNumber(''),
      rules.validateFeedbackText(''),
      rules.validateFeedbackText('', 'short'),
      rules.validateFeedbackText(' a&b'),
      rules.validateUpload({ name: 'a.exe', size: 1 }, 'idImage'),
      rules.validateUpload({ name: 'a.exe', size: 1 }, 'attachment'),
      rules.validateUpload({ name: 'a.png', size: 11 * 1024 * 1024 }, 'attachment'),
      ...rules.PASSWORD_HELP_TEXT_KEYS,
    ];
    for (const key of returned) expect(RULE_MESSAGE_KEYS).toContain(key);
    expect(new Set(returned).size).toBe(RULE_MESSAGE_KEYS.length);
  });

  it('ruleSchema rejects non-strings and reports a single issue', () => {
    const schema = ruleSchema(() => 'rules.phone');
    expect(schema.safeParse(12).success).toBe(false);
    const result = schema.safeParse('x');
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe('rules.phone');
  });
});

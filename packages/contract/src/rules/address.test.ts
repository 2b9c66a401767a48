import { describe, expect, it } from 'vitest';
import { deliveryAddressSchema, receiverSchema, validateDeliveryAddress, validateReceiver } from './address';
import { RULE_MESSAGES } from './messages';

describe('delivery address receiver (SPEC 5 receiver name)', () => {
  it.each(['王小', '王小明', 'Li Na', ' 陳大文 ', '12345678901234567890'])('accepts %j', (v) => {
    expect(validateReceiver(v)).toBeNull();
  });

  it('needs at least 2 characters after trimming', () => {
    expect(validateReceiver('王')).toBe('rules.receiverName');
    expect(validateReceiver('  王  ')).toBe('rules.receiverName');
    expect(validateReceiver('')).toBe('rules.receiverName');
  });

  it('is at most 20 characters, with its own message', () => {
    expect(validateReceiver('一二三四五六七八九十一二三四五六七八九十')).toBeNull();
    expect(validateReceiver('一二三四五六七八九十一二三四五六七八九十一')).toBe('rules.receiverNameTooLong');
    expect(RULE_MESSAGES['rules.receiverNameTooLong']['zh-TW']).toBe('收貨人姓名不能超過20個字');
  });

  it('refuses control characters', () => {
    expect(validateReceiver('王\u0000小明')).toBe('rules.receiverName');
    expect(receiverSchema.safeParse('王\n明').error?.issues[0]?.message).toBe('rules.receiverName');
  });
});

describe('detailed delivery address (5-100 characters)', () => {
  it('accepts 5 and 100 characters, counted after trimming', () => {
    expect(validateDeliveryAddress('台北市信義')).toBeNull();
    expect(validateDeliveryAddress('  台北市信義  ')).toBeNull();
    expect(validateDeliveryAddress('路'.repeat(100))).toBeNull();
  });

  it('refuses 4 or 101 characters and control characters', () => {
    expect(validateDeliveryAddress('台北市信')).toBe('rules.deliveryAddress');
    expect(validateDeliveryAddress('     台北     ')).toBe('rules.deliveryAddress');
    expect(validateDeliveryAddress('路'.repeat(101))).toBe('rules.deliveryAddress');
    expect(validateDeliveryAddress('台北市信義區\t松仁路')).toBe('rules.deliveryAddress');
    expect(deliveryAddressSchema.safeParse('abc').error?.issues[0]?.message).toBe('rules.deliveryAddress');
  });

  it('has a message in three languages', () => {
    expect(RULE_MESSAGES['rules.deliveryAddress']).toEqual({
      'zh-TW': '詳細地址長度必須在5-100個字之間',
      en: 'The detailed address must be 5-100 characters long',
      th: 'ที่อยู่โดยละเอียดต้องมีความยาว 5-100 ตัวอักษร',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_REGEX,
  filterPhoneInput,
  isValidPhone,
  maskPhone,
  normalisePhone,
  phoneRegexFor,
  toLocalPhone,
  validatePhone,
} from './phone';

const TW = { countryCode: '886' };
const TH = { countryCode: '66' };

describe('built-in country rules', () => {
  it.each(['0912345678', '912345678', '0900000000'])('886 accepts %j', (v) => {
    expect(isValidPhone(v, TW)).toBe(true);
  });

  it.each([
    ['one digit short', '091234567'],
    ['one digit long', '09123456789'],
    ['a landline prefix', '0212345678'],
    ['a non-digit', '09123x5678'],
    ['empty', ''],
    ['12 digits', '091234567890'],
  ])('886 rejects %s', (_label, v) => {
    expect(isValidPhone(v, TW)).toBe(false);
  });

  it.each(['0612345678', '0812345678', '0912345678', '812345678'])('66 accepts %j', (v) => {
    expect(isValidPhone(v, TH)).toBe(true);
  });

  it.each(['0712345678', '0212345678', '081234567', '08123456789'])('66 rejects %j', (v) => {
    expect(isValidPhone(v, TH)).toBe(false);
  });

  it('publishes the regex strings for the server to seed', () => {
    expect(DEFAULT_PHONE_REGEX['886']).toBe('^09\\d{8}$');
    expect(DEFAULT_PHONE_REGEX['66']).toBe('^0[689]\\d{8}$');
  });
});

describe('server regex', () => {
  it('takes precedence over the built-in rule', () => {
    const country = { countryCode: '886', regex: '^09\\d{9}$' };
    expect(isValidPhone('09123456789', country)).toBe(true);
    expect(isValidPhone('0912345678', country)).toBe(false);
  });

  it('works when written for the national form', () => {
    expect(isValidPhone('0912345678', { countryCode: '886', regex: '^9\\d{8}$' })).toBe(true);
  });

  it('falls back to the built-in rule when empty or invalid', () => {
    expect(phoneRegexFor({ countryCode: '886', regex: '' }).source).toBe('^09\\d{8}$');
    expect(phoneRegexFor({ countryCode: '886', regex: '([' }).source).toBe('^09\\d{8}$');
  });

  it('falls back to 6-11 digits for an unknown country without a regex', () => {
    expect(isValidPhone('123456', { countryCode: '1' })).toBe(true);
    expect(isValidPhone('12345', { countryCode: '1' })).toBe(false);
  });
});

describe('validatePhone', () => {
  it('returns null for a valid number', () => {
    expect(validatePhone('0912345678', TW)).toBeNull();
  });

  it('returns the invalid-number key', () => {
    expect(validatePhone('0812345678', TW)).toBe('rules.phone');
  });

  it('returns the blocked-country key first', () => {
    expect(validatePhone('0912345678', { ...TW, isBlocked: true })).toBe('rules.phoneCountryBlocked');
  });
});

describe('normalisation', () => {
  it('strips the leading 0 of a valid local number', () => {
    expect(normalisePhone('0912345678', TW)).toBe('912345678');
    expect(normalisePhone('0812345678', TH)).toBe('812345678');
  });

  it('keeps a number already typed without the 0', () => {
    expect(normalisePhone('912345678', TW)).toBe('912345678');
  });

  it('ignores separators', () => {
    expect(normalisePhone('0912-345-678', TW)).toBe('912345678');
  });

  it('returns null for an invalid number', () => {
    expect(normalisePhone('0812345678', TW)).toBeNull();
  });

  it('puts the 0 back for display when that form matches', () => {
    expect(toLocalPhone('912345678', TW)).toBe('0912345678');
    expect(toLocalPhone('0912345678', TW)).toBe('0912345678');
    expect(toLocalPhone('12345', TW)).toBe('12345');
    expect(toLocalPhone('1234567', { countryCode: '1' })).toBe('1234567');
  });
});

describe('input filter', () => {
  it('keeps digits only, at most 11', () => {
    expect(filterPhoneInput('+886 912-345-678 99')).toBe('88691234567');
    expect(filterPhoneInput('09ab12')).toBe('0912');
  });
});

describe('maskPhone', () => {
  it.each([
    ['0912345678', '0912***678'],
    ['912345678', '9123**678'],
    ['09123456789', '0912****789'],
    ['12345678', '1234*678'],
    ['1234567', '12***67'],
    ['12345', '12*45'],
    ['1234', '****'],
    ['', ''],
  ])('masks %j as %j', (input, masked) => {
    expect(maskPhone(input)).toBe(masked);
  });

  it('shows the local form first when a country is given', () => {
    expect(maskPhone('912345678', TW)).toBe('0912***678');
  });
});

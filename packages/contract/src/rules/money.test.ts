import { describe, expect, it } from 'vitest';
import { formatAmount } from './format';
import { convertMinor, formatMinor, mainPerGameUnit, parseMinor, toMinor, transferAmountProblem } from './money';

describe('amounts from the API in minor units', () => {
  it.each([
    ['1234.5', 123450],
    ['10000.00', 1000000],
    ['-20.00', -2000],
    ['-20.5', -2050],
    ['0.019', 1],
    ['7', 700],
  ])('%s is %i', (text, minor) => expect(toMinor(text)).toBe(minor));

  it('is NaN for something that is not a decimal', () => {
    expect(toMinor('abc')).toBeNaN();
    expect(toMinor('')).toBeNaN();
  });

  it('goes back to the API decimal string, sign kept', () => {
    expect(formatMinor(123450)).toBe('1234.50');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-2000)).toBe('-20.00');
  });

  it('is displayed through formatAmount (comma thousands, 2 decimals)', () => {
    expect(formatAmount(formatMinor(123456789))).toBe('1,234,567.89');
  });
});

describe('what a player typed', () => {
  it.each([
    ['500', 50000],
    ['500.5', 50050],
    ['0.01', 1],
    ['1234567.89', 123456789],
    [' 12 ', 1200],
  ])('%s is %i', (text, minor) => expect(parseMinor(text)).toBe(minor));

  it.each(['', '-5', '1e3', 'abc', '1.234', '1,000', '.5'])('%s is not an amount', (text) => expect(parseMinor(text)).toBeNull());
});

describe('the 1 : 0.2 points ratio (SPEC 9)', () => {
  it('500 main becomes 100 points; 100 points become 500 main', () => {
    expect(mainPerGameUnit(0.2)).toBe(5);
    expect(convertMinor(50000, 0.2, 'toGame')).toEqual({ debited: 50000, credited: 10000 });
    expect(convertMinor(10000, 0.2, 'toMain')).toEqual({ debited: 10000, credited: 50000 });
  });

  it('into points only the part that converts exactly is taken', () => {
    expect(convertMinor(103, 0.2, 'toGame')).toEqual({ debited: 100, credited: 20 });
  });

  it('an ordinary wallet is 1 : 1', () => {
    expect(mainPerGameUnit(1)).toBe(1);
    expect(convertMinor(12345, 1, 'toGame')).toEqual({ debited: 12345, credited: 12345 });
  });
});

describe('transfer amount validation (SPEC 5)', () => {
  const balance = 100000; // 1,000.00
  it.each([
    ['', 'required'],
    ['abc', 'invalid'],
    ['-1', 'invalid'],
    ['0', 'positive'],
    ['0.00', 'positive'],
    ['1.234', 'decimals'],
    ['1000.01', 'exceeds'],
    ['1000', null],
    ['0.01', null],
  ] as const)('%s gives %s', (text, problem) => expect(transferAmountProblem(text, balance, 1, 'toGame')).toBe(problem));

  it('into points an amount below 0.05 cannot convert', () => {
    expect(transferAmountProblem('0.04', balance, 0.2, 'toGame')).toBe('tooSmall');
    expect(transferAmountProblem('0.05', balance, 0.2, 'toGame')).toBeNull();
    expect(transferAmountProblem('0.01', balance, 0.2, 'toMain')).toBeNull();
  });
});

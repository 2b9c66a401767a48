import { describe, expect, it } from 'vitest';
import { amountProblem, apiMinor, convert, formatMinor, mainPerUnit, minorToText, toMinor } from './amount';

describe('amounts in minor units', () => {
  it.each([
    ['500', 50000],
    ['500.5', 50050],
    ['0.01', 1],
    ['1234567.89', 123456789],
    [' 12 ', 1200],
  ])('%s is %i', (text, minor) => expect(toMinor(text)).toBe(minor));

  it.each(['', '-5', '1e3', 'abc', '1.234', '1,000', '.5'])('%s is not an amount', (text) => expect(toMinor(text)).toBeNull());

  it('formats with comma thousands and 2 decimals', () => {
    expect(formatMinor(123456789)).toBe('1,234,567.89');
    expect(formatMinor(5)).toBe('0.05');
    expect(minorToText(50050)).toBe('500.50');
    expect(apiMinor('10000.00')).toBe(1000000);
    expect(apiMinor('-20.00')).toBe(-2000);
  });
});

describe('the 1 : 0.2 points ratio (SPEC 9)', () => {
  it('500 main becomes 100 points; 100 points become 500 main', () => {
    expect(mainPerUnit(0.2)).toBe(5);
    expect(convert(50000, 0.2, 'toGame')).toEqual({ debited: 50000, credited: 10000 });
    expect(convert(10000, 0.2, 'toMain')).toEqual({ debited: 10000, credited: 50000 });
  });

  it('into points only the part that converts exactly is taken', () => {
    expect(convert(103, 0.2, 'toGame')).toEqual({ debited: 100, credited: 20 });
  });

  it('an ordinary wallet is 1 : 1', () => {
    expect(convert(12345, 1, 'toGame')).toEqual({ debited: 12345, credited: 12345 });
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
  ] as const)('%s gives %s', (text, problem) => expect(amountProblem(text, balance, 1, 'toGame')).toBe(problem));

  it('into points an amount below 0.05 cannot convert', () => {
    expect(amountProblem('0.04', balance, 0.2, 'toGame')).toBe('tooSmall');
    expect(amountProblem('0.05', balance, 0.2, 'toGame')).toBeNull();
    expect(amountProblem('0.01', balance, 0.2, 'toMain')).toBeNull();
  });
});

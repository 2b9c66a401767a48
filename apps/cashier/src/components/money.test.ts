import { describe, expect, it } from 'vitest';
import { usdtPreview } from '@site/contract/rules/usdt-rate';
import { amountProblem, minorOf, shown } from './money';

/** The withdrawal form's preview (rounded down, as the server's withdrawal order). */
const usdtFor = (ntdMinor: number, rate: string) => usdtPreview('withdraw', ntdMinor, rate);

describe('deposit and withdrawal amount rules', () => {
  it.each([
    ['', 'required'],
    ['1,000', 'invalid'],
    ['1e3', 'invalid'],
    ['10.123', 'decimals'],
    ['0', 'positive'],
    ['99.99', 'range'],
    ['50000.01', 'range'],
    ['100', null],
    ['50000', null],
  ])('a channel of 100 - 50,000 judges %o as %o', (text, problem) => {
    expect(amountProblem(text, 10_000, 5_000_000)).toBe(problem);
  });

  it('against a minimum and the balance it names which bound was crossed', () => {
    expect(amountProblem('999', 100_000, 500_000, 'balance')).toBe('belowMin');
    expect(amountProblem('5000.01', 100_000, 500_000, 'balance')).toBe('aboveMax');
    expect(amountProblem('5000', 100_000, 500_000, 'balance')).toBeNull();
  });

  it('shows amounts truncated with a comma and reads API strings in minor units', () => {
    expect(shown('1234567.899')).toBe('1,234,567.89');
    expect(shown('-20')).toBe('-20.00');
    expect(minorOf('1000.50')).toBe(100_050);
    expect(minorOf(undefined)).toBe(0);
  });

  it('converts NTD to USDT at the rate in force, truncated', () => {
    expect(usdtFor(321_500, '32.15')).toBe('100.00');
    expect(usdtFor(100_000, '32.15')).toBe('31.10');
    expect(usdtFor(100_000, '0')).toBe('');
  });
});

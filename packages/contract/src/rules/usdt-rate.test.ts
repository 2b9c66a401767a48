import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUsableRate, ntdToUsdt, ntdToUsdtMinor, rateUnits, usdtForOrder, usdtPreview, usdtToNtdMinor } from './usdt-rate';

/** A stored rate: 1-6 digits, up to 4 places, above zero (as USDT_RATE_PATTERN and the settings hold it). */
const rate = fc
  .tuple(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 4 }))
  .filter(([whole, fraction]) => whole > 0 || fraction > 0)
  .map(([whole, fraction, places]) => (places === 0 ? String(whole || 1) : `${whole}.${String(fraction).padStart(4, '0').slice(0, places)}`))
  .filter(isUsableRate);
/** NTD amounts a form accepts: 0.01 up to 12 whole digits. */
const ntdMinor = fc.integer({ min: 1, max: 99_999_999_999_999 });

/** The exact quotient amount / rate in cents, rounded as asked: an independent reference in plain bigint maths. */
function exact(minor: number, text: string, up: boolean): string {
  const [whole = '0', fraction = ''] = text.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const numerator = BigInt(minor) * scale;
  const denominator = BigInt(whole + fraction);
  const cents = numerator / denominator + (up && numerator % denominator !== 0n ? 1n : 0n);
  // From the bigint: a Number would round past 2^53 cents (the reference must be exact where the code is).
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

describe('NTD -> USDT (the server orders and the cashier previews)', () => {
  it('the preview a form shows is the order the server makes, deposit rounded up, withdrawal down', () => {
    fc.assert(
      fc.property(ntdMinor, rate, (minor, r) => {
        expect(usdtPreview('deposit', minor, r)).toBe(usdtForOrder('deposit', minor, r));
        expect(usdtPreview('withdraw', minor, r)).toBe(usdtForOrder('withdraw', minor, r));
        expect(usdtForOrder('deposit', minor, r)).toBe(exact(minor, r, true));
        expect(usdtForOrder('withdraw', minor, r)).toBe(exact(minor, r, false));
      }),
      { numRuns: 10_000 },
    );
  });

  it('a deposit asks at most one cent more than a withdrawal gives', () => {
    fc.assert(
      fc.property(ntdMinor, rate, (minor, r) => {
        const gap = Number(BigInt(usdtForOrder('deposit', minor, r).replace('.', '')) - BigInt(usdtForOrder('withdraw', minor, r).replace('.', '')));
        expect(gap === 0 || gap === 1).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it('stays exact past 2^53 cents (the largest amount at the smallest rate)', () => {
    expect(usdtForOrder('withdraw', 99_999_999_999_999, '0.0001')).toBe('9999999999999900.00');
    expect(usdtForOrder('deposit', 99_999_999_999_999, '0.0003')).toBe('3333333333333300.00');
    expect(usdtForOrder('deposit', 99_999_999_999_998, '0.0003')).toBe('3333333333333266.67');
    expect(usdtForOrder('deposit', 18_750_369_548_818, '0.0003')).toBe('625012318293933.34');
  });

  it('reads the rate in 1/10,000ths and shows nothing for an unusable one', () => {
    expect(rateUnits('32.15')).toBe(321_500n);
    expect(ntdToUsdt(100_000, '32.15', 'up')).toBe('31.11');
    expect(ntdToUsdt(100_000, '32.15', 'down')).toBe('31.10');
    expect(usdtPreview('deposit', 100_000, '0')).toBe('');
    expect(usdtPreview('deposit', 100_000, 'abc')).toBe('');
    expect(usdtPreview('deposit', 1_250, '1')).toBe('12.50');
    expect(usdtToNtdMinor(10_000, '32.15')).toBe(321_500);
    expect(usdtToNtdMinor(1, '32.1599')).toBe(32);
  });
});

describe('ntdToUsdtMinor (issue 33: a USDT fee floor given in NTD)', () => {
  it('truncates, or rounds up when asked, only when the division leaves a remainder', () => {
    expect(ntdToUsdtMinor(30_00, '32.15', 'down')).toBe(93);
    expect(ntdToUsdtMinor(30_00, '32.15', 'up')).toBe(94);
    expect(ntdToUsdtMinor(64_30, '32.15', 'up')).toBe(2_00);
    expect(ntdToUsdtMinor(64_30, '32.15', 'down')).toBe(2_00);
  });
});

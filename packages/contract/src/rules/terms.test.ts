import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TERMS, TERMS_MINOR, withdrawFeeMinimumMinor, withdrawFeeMinor, withdrawNeedsSms, withdrawParts } from './terms';
import { toNtdMinor } from './usdt-rate';

/** Withdrawal amounts in minor units: a cent up to 10,000,000 NTD. */
const amount = fc.integer({ min: 1, max: 1_000_000_000 });

describe('the terms figures', () => {
  it('the fee to an extra destination is 10% truncated to the cent, never below 30, and never to the first one', () => {
    fc.assert(
      fc.property(amount, (minor) => {
        const fee = withdrawFeeMinor(minor, false);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(TERMS_MINOR.extraDestinationFeeMin);
        // 10% of the amount, with at most one cent dropped by the truncation (or the minimum).
        expect(fee === TERMS_MINOR.extraDestinationFeeMin || (fee * 10 <= minor && minor < (fee + 1) * 10)).toBe(true);
        expect(withdrawFeeMinor(minor, true)).toBe(0);
      }),
    );
    expect(withdrawFeeMinor(1_000_00, false)).toBe(100_00);
    expect(withdrawFeeMinor(200_00, false)).toBe(30_00);
    expect(withdrawFeeMinor(123_45, false)).toBe(30_00);
    expect(withdrawFeeMinor(1_234_59, false)).toBe(123_45);
  });

  it('splits above 100,000 into parts of at most 100,000 that sum exactly to the amount', () => {
    fc.assert(
      fc.property(amount, (minor) => {
        const parts = withdrawParts(minor);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(minor);
        expect(parts.every((p) => p > 0 && p <= TERMS_MINOR.splitThreshold)).toBe(true);
        expect(parts.length).toBe(Math.ceil(minor / TERMS_MINOR.splitThreshold));
      }),
    );
    expect(withdrawParts(100_000_00)).toEqual([100_000_00]);
    expect(withdrawParts(250_000_00)).toEqual([100_000_00, 100_000_00, 50_000_00]);
  });

  it('asks for the SMS code once the 24 hours, this withdrawal included, pass 2,500 (issue 33)', () => {
    expect(withdrawNeedsSms(TERMS.smsVerificationAbove * 100, 0)).toBe(false);
    expect(withdrawNeedsSms(TERMS.smsVerificationAbove * 100 + 1, 0)).toBe(true);
    // Split: 1,000 after 1,500 is 2,500 (none); after 1,500.01 it passes.
    expect(withdrawNeedsSms(1_000_00, 1_500_00)).toBe(false);
    expect(withdrawNeedsSms(1_000_00, 1_500_01)).toBe(true);
    fc.assert(
      fc.property(amount, amount, (minor, before) => {
        expect(withdrawNeedsSms(minor, before)).toBe(minor + before > TERMS_MINOR.smsVerificationAbove);
      }),
    );
  });

  it('a USDT withdrawal counts in NTD at its rate; its least fee is 30 NTD in USDT, rounded up (issue 33)', () => {
    expect(toNtdMinor(900_00, 'USDT', '32.15')).toBe(28_935_00);
    expect(toNtdMinor(1_00, 'NTD', '32.15')).toBe(1_00);
    expect(() => toNtdMinor(1_00, 'JPY', '32.15')).toThrow();
    expect(withdrawFeeMinimumMinor()).toBe(30_00);
    // 30 / 32.15 = 0.9331...: 0.94 USDT.
    expect(withdrawFeeMinimumMinor('32.15')).toBe(94);
    expect(withdrawFeeMinor(300_00, false, '32.15')).toBe(30_00);
    expect(withdrawFeeMinor(5_00, false, '32.15')).toBe(94);
    expect(withdrawFeeMinor(300_00, true, '32.15')).toBe(0);
  });
});

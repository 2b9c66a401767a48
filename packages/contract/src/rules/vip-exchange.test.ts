import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor } from './money';
import { exchangeMinor, exchangePreview, minExchangePoints } from './vip-exchange';

const ratio = fc.record({ points: fc.integer({ min: 1, max: 100_000 }), amount: fc.integer({ min: 1, max: 1_000_000 }) });
const points = fc.integer({ min: 1, max: 999_999_999 });

describe('VIP coupon exchange maths (the server exchange and the web preview)', () => {
  it('the preview of the ratio as the API sends it is what the exchange credits', () => {
    fc.assert(
      fc.property(points, ratio, (p, r) => {
        expect(exchangePreview(p, { points: r.points, amount: formatMinor(r.amount) })).toBe(formatMinor(exchangeMinor(p, r)));
      }),
      { numRuns: 10_000 },
    );
  });

  it('rounds down to the cent, and the fewest points worth a cent are worth one', () => {
    fc.assert(
      fc.property(points, ratio, (p, r) => {
        const minor = exchangeMinor(p, r);
        expect(BigInt(minor) * BigInt(r.points) <= BigInt(p) * BigInt(r.amount)).toBe(true);
        expect(BigInt(minor + 1) * BigInt(r.points) > BigInt(p) * BigInt(r.amount)).toBe(true);
        const least = minExchangePoints(r);
        expect(exchangeMinor(least, r)).toBeGreaterThanOrEqual(1);
        if (least > 1) expect(exchangeMinor(least - 1, r)).toBe(0);
      }),
      { numRuns: 5_000 },
    );
  });

  it('previews nothing for points that are not a positive whole number', () => {
    expect(exchangePreview(0, { points: 10, amount: '1.00' })).toBe('0.00');
    expect(exchangePreview(1.5, { points: 10, amount: '1.00' })).toBe('0.00');
    expect(exchangePreview(205, { points: 10, amount: '1.00' })).toBe('20.50');
  });
});

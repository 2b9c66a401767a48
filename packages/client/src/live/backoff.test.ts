import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('reconnect backoff', () => {
  it('doubles from 1 s up to 30 s at the top of the jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('jitters within the upper half of each step', () => {
    expect([0, 1, 5].map((n) => backoffDelay(n, () => 0))).toEqual([500, 1000, 15_000]);
    for (let i = 0; i < 50; i++) {
      const d = backoffDelay(3);
      expect(d).toBeGreaterThanOrEqual(4000);
      expect(d).toBeLessThanOrEqual(8000);
    }
  });
});

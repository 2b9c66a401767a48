import { describe, expect, it } from 'vitest';
import { QUALIFYING_ODDS } from '../constants';
import { countsForTurnover, decimalOdds, WAGERING_MULTIPLES } from './wagering';

describe('the qualifying-odds rule', () => {
  it('reads every SPEC threshold as decimal 1.5', () => {
    for (const format of Object.keys(QUALIFYING_ODDS) as Array<keyof typeof QUALIFYING_ODDS>) {
      expect(decimalOdds(format, QUALIFYING_ODDS[format])).toBeCloseTo(1.5, 10);
    }
  });

  it('counts a bet at 1.5 or more and one without odds; not one below', () => {
    expect(countsForTurnover(1.5)).toBe(true);
    expect(countsForTurnover(null)).toBe(true);
    expect(countsForTurnover(1.49)).toBe(false);
    expect(countsForTurnover(decimalOdds('american', -300))).toBe(false);
    expect(countsForTurnover(decimalOdds('hongKong', 0.9))).toBe(true);
  });

  it('keeps a deposit at SPEC 1x', () => {
    expect(WAGERING_MULTIPLES.deposit).toBe(1);
  });
});

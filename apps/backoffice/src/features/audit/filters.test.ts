import { describe, expect, it } from 'vitest';
import { auditQuery, filtersFrom, filtersToParams, invalidFilter, NO_FILTERS } from './filters';

describe("the audit page's filters", () => {
  it('ask staff.audit for a member, a player, an action prefix and whole Taipei days (the last one included)', () => {
    const query = auditQuery({ staff: '12', player: ' 5 ', action: 'staff.', from: '2026-11-01', to: '2026-11-29' }, 2, 50);
    expect(query).toEqual({ page: 2, size: 50, staffId: 12, playerId: 5, action: 'staff.', from: '2026-11-01T00:00:00+08:00', to: '2026-11-30T00:00:00+08:00' });
  });

  it("ask for the operator's commands by actor, and nothing for empty fields", () => {
    expect(auditQuery({ ...NO_FILTERS, staff: 'ops' }, 1, 50)).toEqual({ page: 1, size: 50, actor: 'ops' });
    expect(auditQuery(NO_FILTERS, 1, 50)).toEqual({ page: 1, size: 50 });
  });

  it('refuse a player id that is not a number and a range that ends before it starts', () => {
    expect(invalidFilter({ ...NO_FILTERS, player: 'abc' })).toBe('player');
    expect(invalidFilter({ ...NO_FILTERS, from: '2026-11-29', to: '2026-11-01' })).toBe('to');
    expect(invalidFilter({ ...NO_FILTERS, player: '42', from: '2026-11-01', to: '2026-11-01' })).toBeNull();
  });

  it('round-trip through the address, the first page left out', () => {
    const filters = { ...NO_FILTERS, action: 'fund.', player: '3' };
    const params = filtersToParams(filters, 1);
    expect(params.toString()).toBe('player=3&action=fund.');
    expect(filtersFrom(params)).toEqual(filters);
    expect(filtersToParams(filters, 3).get('page')).toBe('3');
  });
});

import { describe, expect, it } from 'vitest';
import { initialFilters, passbookQuery, rangeProblem, serverToday } from './filters';

// 2026-03-31 20:00 UTC is already 2026-04-01 in server time (+08:00).
const NOW = Date.parse('2026-03-31T20:00:00Z');

describe('passbook filters', () => {
  it('default to every record of the last 90 days, counted in server days', () => {
    expect(serverToday(NOW)).toBe('2026-04-01');
    expect(initialFilters({}, NOW)).toEqual({ tab: 'fund', type: '', status: '', from: '2026-01-01', to: '2026-04-01' });
  });

  it('take the host page query when it names contract values, and drop what does not', () => {
    expect(initialFilters({ tab: 'transaction', type: 'deposit', status: 'success', from: '2026-03-01', to: '2026-03-10' }, NOW)).toEqual({
      tab: 'transaction',
      type: 'deposit',
      status: 'success',
      from: '2026-03-01',
      to: '2026-03-10',
    });
    const odd = initialFilters({ type: 'lottery', status: 'done', from: '2025-01-01' }, NOW);
    expect([odd.type, odd.status, odd.from]).toEqual(['', '', '2026-01-01']);
  });

  it('send days as +08:00 instants and leave empty filters out', () => {
    const query = passbookQuery({ tab: 'transaction', type: 'withdrawal', status: '', from: '2026-03-01', to: '2026-03-02' }, 3);
    expect(query).toEqual({
      tab: 'transaction',
      type: 'withdrawal',
      status: undefined,
      startTime: '2026-03-01T00:00:00+08:00',
      endTime: '2026-03-02T23:59:59+08:00',
      page: 3,
      size: 20,
    });
  });

  it('refuse a range that ends before it starts or starts before the 90 days', () => {
    expect(rangeProblem({ tab: 'fund', type: '', status: '', from: '2026-03-02', to: '2026-03-01' }, NOW)).toBe('order');
    expect(rangeProblem({ tab: 'fund', type: '', status: '', from: '2025-12-31', to: '2026-03-01' }, NOW)).toBe('tooOld');
    expect(rangeProblem({ tab: 'fund', type: '', status: '', from: '2026-01-01', to: '2026-04-01' }, NOW)).toBeNull();
  });
});

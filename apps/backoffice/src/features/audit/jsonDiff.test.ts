import { describe, expect, it } from 'vitest';
import { jsonDiff, showValue } from './jsonDiff';

describe('the audit diff', () => {
  it('lists only what changed, by path, with the value before and after', () => {
    const before = { id: 7, name: 'amy', roles: ['finance'], disabled: false, lastLoginAt: null };
    const after = { id: 7, name: 'amy', roles: ['finance'], disabled: true, lastLoginAt: null };
    expect(jsonDiff(before, after)).toEqual([{ path: 'disabled', kind: 'changed', before: 'false', after: 'true' }]);
  });

  it('shows a creation (nothing before) as every value added, lists of plain values whole', () => {
    expect(jsonDiff(null, { name: 'bob', roles: ['finance', 'risk'] })).toEqual([
      { path: 'name', kind: 'added', after: 'bob' },
      { path: 'roles', kind: 'added', after: '["finance","risk"]' },
    ]);
  });

  it('reaches into nested objects and lists of objects, and says what was removed', () => {
    const lines = jsonDiff({ limits: { day: '100.00', week: '500.00' }, parts: [{ amount: '1.00' }] }, { limits: { day: '50.00' }, parts: [{ amount: '2.00' }] });
    expect(lines).toEqual([
      { path: 'limits.day', kind: 'changed', before: '100.00', after: '50.00' },
      { path: 'limits.week', kind: 'removed', before: '500.00' },
      { path: 'parts[0].amount', kind: 'changed', before: '1.00', after: '2.00' },
    ]);
  });

  it('compares plain values, and keeps markup as text', () => {
    expect(jsonDiff('processing', 'success')).toEqual([{ path: '', kind: 'changed', before: 'processing', after: 'success' }]);
    expect(jsonDiff(null, { note: '<img src=x onerror=alert(1)>' })[0]?.after).toBe('<img src=x onerror=alert(1)>');
  });

  it('cuts a long value with an ellipsis', () => {
    expect(showValue('x'.repeat(500))).toHaveLength(160);
    expect(showValue('x'.repeat(500)).endsWith('…')).toBe(true);
  });
});

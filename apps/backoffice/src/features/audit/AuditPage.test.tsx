import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { envelope, renderAs, stubFetch } from '../players/testing';
import AuditPage from './AuditPage';

beforeAll(async () => {
  await i18n.loadNamespaces(['audit', 'staff']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const ENTRIES = [
  { id: 3, at: '2026-11-29T01:00:00.000Z', staffId: 7, actor: 'staff:amy', address: '203.0.113.9', action: 'staff.disable', subjectType: 'staff', subjectId: '8', before: { name: 'bob', disabled: false }, after: { name: 'bob', disabled: true } },
  { id: 2, at: '2026-11-29T00:30:00.000Z', staffId: 7, actor: 'staff:amy', address: '203.0.113.9', action: 'player.note', subjectType: 'player', subjectId: '2', before: null, after: { text: '<img src=x onerror=alert(1)>' } },
  { id: 1, at: '2026-11-29T00:00:00.000Z', staffId: null, actor: 'ops', address: null, action: 'staff.create', subjectType: 'staff', subjectId: '7', before: null, after: { name: 'amy', roles: ['admin'] } },
];

describe('the audit log page', () => {
  it('shows who, when, from where, what and the values before and after, markup as text', async () => {
    stubFetch({ 'GET /api/v1/staff/members': () => envelope({ total: 0, records: [] }), 'GET /api/v1/staff/audit': () => envelope({ total: 3, records: ENTRIES }) });
    await renderAs(['admin'], <AuditPage />, '/audit');
    const table = await screen.findByRole('table', { name: '稽核紀錄' });
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [, disable, note, create] = within(table).getAllByRole('row');
    expect(disable).toHaveTextContent(/amy.*203\.0\.113\.9.*staff\.disable.*staff 8/);
    expect(disable).toHaveTextContent(/disabled.*false.*→.*true/);
    expect(disable).not.toHaveTextContent(/name/);
    expect(within(note as HTMLElement).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(create).toHaveTextContent(/ops 指令.*staff\.create/);
    expect(create).toHaveTextContent(/roles.*\["admin"\]/);
  });

  it('sends the filters as the staff.audit query, the days as whole Taipei days', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({ 'GET /api/v1/staff/members': () => envelope({ total: 0, records: [] }), 'GET /api/v1/staff/audit': () => envelope({ total: 0, records: [] }) });
    await renderAs(['admin'], <AuditPage />, '/audit');
    const form = screen.getByRole('form', { name: '篩選稽核紀錄' });
    await user.selectOptions(within(form).getByLabelText('員工'), 'ops');
    await user.type(within(form).getByLabelText('會員編號'), '42');
    await user.type(within(form).getByLabelText('動作（開頭為）'), 'fund.');
    await user.type(within(form).getByLabelText('起始日'), '2026-11-01');
    await user.type(within(form).getByLabelText('結束日'), '2026-11-02');
    await user.click(within(form).getByRole('button', { name: '搜尋' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/api/v1/staff/audit').at(-1)?.query.get('actor')).toBe('ops'));
    const query = calls.filter((c) => c.path === '/api/v1/staff/audit').at(-1)?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({ actor: 'ops', playerId: '42', action: 'fund.', from: '2026-11-01T00:00:00+08:00', to: '2026-11-03T00:00:00+08:00', page: '1' });
  });

  it('refuses a player id that is not a number, inline, without asking', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({ 'GET /api/v1/staff/members': () => envelope({ total: 0, records: [] }), 'GET /api/v1/staff/audit': () => envelope({ total: 0, records: [] }) });
    await renderAs(['admin'], <AuditPage />, '/audit');
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/v1/staff/audit')).toBe(true));
    const before = calls.length;
    await user.type(screen.getByLabelText('會員編號'), 'abc');
    await user.click(screen.getByRole('button', { name: '搜尋' }));
    expect(screen.getByLabelText('會員編號')).toHaveAccessibleDescription('會員編號須為數字');
    expect(calls.slice(before).some((c) => c.path === '/api/v1/staff/audit')).toBe(false);
  });
});

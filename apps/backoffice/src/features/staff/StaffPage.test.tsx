import { STAFF_ERRORS } from '@site/contract/codes/staff';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { catalogue, envelope, failure, renderAs, stubFetch } from '../players/testing';
import StaffPage from './StaffPage';

beforeAll(async () => {
  await i18n.loadNamespaces(['staff']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const at = '2026-01-01T00:00:00.000Z';
const row = (id: number, name: string, extra: Record<string, unknown> = {}) => ({ id, name, roles: ['finance'], disabled: false, enrolled: true, createdAt: at, lastLoginAt: null, lockedUntil: null, ...extra });
const LIST = { total: 2, records: [row(7, 'amy', { roles: ['admin'] }), row(8, 'bob', { lockedUntil: '2999-01-01T00:00:00.000Z' })] };

describe('the staff page', () => {
  it("shows a new member's one-time password once, with a copy button and the note to hand it over privately", async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/v1/staff/members': () => envelope(LIST),
      'POST /api/v1/staff/members': () => envelope({ member: row(9, 'carol', { enrolled: false }), password: 'Zx81-one-time-pw' }),
    });
    await renderAs(['admin'], <StaffPage />);
    const form = screen.getByRole('form', { name: '新增員工' });
    await user.type(within(form).getByLabelText('員工帳號'), 'Carol');
    await user.click(within(form).getByRole('checkbox', { name: '財務' }));
    await user.click(within(form).getByRole('button', { name: '建立員工' }));
    const created = await screen.findByRole('region', { name: '已建立員工 carol' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'carol', roles: ['finance'] });
    expect(within(created).getByText('Zx81-one-time-pw')).toBeVisible();
    expect(within(created).getByRole('button', { name: '複製一次性密碼' })).toBeVisible();
    expect(within(created).getByText(/僅顯示這一次。請以私下方式交給該員工/)).toBeVisible();
    expect(within(created).getByRole('heading', { name: '已建立員工 carol' })).toHaveFocus();
    await user.click(within(created).getByRole('button', { name: '完成' }));
    expect(screen.queryByText('Zx81-one-time-pw')).toBeNull();
    await vi.waitFor(() => expect(screen.getByLabelText('員工帳號')).toHaveFocus());
  });

  it('asks for a valid name and at least one role before any call', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({ 'GET /api/v1/staff/members': () => envelope(LIST) });
    await renderAs(['admin'], <StaffPage />);
    await user.type(screen.getByLabelText('員工帳號'), '1x');
    await user.click(screen.getByRole('button', { name: '建立員工' }));
    expect(screen.getByLabelText('員工帳號')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('請至少選擇一個角色')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("lists each member's state, and disabling one's own account is refused in the contract's words", async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/v1/staff/members': () => envelope(LIST),
      'GET /api/v1/basics/errorCode/version': () => catalogue([{ errorCode: STAFF_ERRORS.selfDisable.code, httpStatus: 409, description: STAFF_ERRORS.selfDisable.tw }]),
      'POST /api/v1/staff/members/7/disable': () => failure(409, STAFF_ERRORS.selfDisable.code),
    });
    await renderAs(['admin'], <StaffPage />);
    const table = await screen.findByRole('table', { name: '員工列表' });
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/鎖定至/);
    expect(within(table).getByRole('button', { name: '解鎖 bob' })).toBeVisible();
    const disable = within(table).getByRole('button', { name: '停用 amy' });
    await user.click(disable);
    const dialog = await screen.findByRole('dialog', { name: '確定停用 amy？' });
    await user.click(within(dialog).getByRole('button', { name: '停用' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('無法停用自己的帳號');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await vi.waitFor(() => expect(disable).toHaveFocus());
  });
});

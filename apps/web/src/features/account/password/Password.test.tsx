import { aUserDetail } from '@site/contract/testing/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast, toast } from '@site/ui/toast-api';
import type * as ToastApi from '@site/ui/toast-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../shared/session/browser';
import { stopHeartbeat } from '../../../shared/session/heartbeat';
import { usePopupsStore } from '../../../shared/stores/popups';
import { SESSION_STORAGE_KEY, useSessionStore } from '../../../shared/stores/session';
import { fail, ok } from '../../../test/api-mock';
import { resetApp } from '../../../test/render';
import { accountRoutes, bodiesTo, renderAccount } from '../testing';

vi.mock('@site/ui/toast-api', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastApi>();
  return { ...actual, showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } };
});

const LOGGED_OUT = '登入後即可管理您的帳號資料與安全設定。';

describe('my account: login password (SPEC 5, 7, 8)', () => {
  beforeEach(async () => {
    await resetApp();
    vi.mocked(showToast).mockClear();
    vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stopHeartbeat();
    vi.restoreAllMocks();
  });

  it('changes the password with the old one, says 密碼修改成功，請重新登入 and logs out', async () => {
    const user = userEvent.setup();
    const { api } = await renderAccount('/mine/account', accountRoutes(aUserDetail(), { 'PUT /api/v1/user/security/pwd': () => ok(null) }));
    const section = await screen.findByRole('region', { name: '登入密碼' });
    await user.click(within(section).getByRole('button', { name: '修改登入密碼' }));
    const dialog = await screen.findByRole('dialog', { name: '修改登入密碼' });
    await user.type(within(dialog).getByLabelText('舊密碼'), 'abc12345');
    await user.type(within(dialog).getByLabelText('新密碼'), 'xyz98765');
    await user.type(within(dialog).getByLabelText('確認新密碼'), 'xyz98765');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));

    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(bodiesTo(api.requests, 'PUT /api/v1/user/security/pwd')).toEqual([{ oldPwd: 'abc12345', newPwd: 'xyz98765', confirmPwd: 'xyz98765' }]);
    expect(showToast).toHaveBeenCalledWith('密碼修改成功，請重新登入', { kind: 'success' });
    // This session ends on the server too; the login popup asks for the new password.
    expect(api.requests.find((r) => r.url.pathname === '/api/v1/user/logout')?.headers.token).toBe('T1');
    await waitFor(() => expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' }));
    expect(await screen.findByText(LOGGED_OUT)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state).toEqual({ token: null });
  });

  it('refuses the same new password with 新舊密碼不能一致 before asking the server', async () => {
    const user = userEvent.setup();
    const { api } = await renderAccount('/mine/account?openDialog=popupLoginPwd');
    const dialog = await screen.findByRole('dialog', { name: '修改登入密碼' });
    await user.type(within(dialog).getByLabelText('舊密碼'), 'abc12345');
    const fresh = within(dialog).getByLabelText('新密碼');
    await user.type(fresh, 'abc12345');
    await user.type(within(dialog).getByLabelText('確認新密碼'), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(fresh).toHaveAccessibleDescription(expect.stringContaining('新舊密碼不能一致'));
    expect(bodiesTo(api.requests, 'PUT /api/v1/user/security/pwd')).toEqual([]);
    expect(useSessionStore.getState().token).toBe('T1');
  });

  it('shows the server refusing a wrong old password at that field, and stays logged in', async () => {
    const user = userEvent.setup();
    await renderAccount('/mine/account?openDialog=popupLoginPwd', accountRoutes(aUserDetail(), { 'PUT /api/v1/user/security/pwd': () => fail(400, '012018') }));
    const dialog = await screen.findByRole('dialog', { name: '修改登入密碼' });
    const old = within(dialog).getByLabelText('舊密碼');
    await user.type(old, 'wrong123');
    await user.type(within(dialog).getByLabelText('新密碼'), 'xyz98765');
    await user.type(within(dialog).getByLabelText('確認新密碼'), 'xyz98765');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(old).toHaveAccessibleDescription('舊密碼錯誤'));
    expect(useSessionStore.getState().token).toBe('T1');
    expect(within(dialog).getByRole('button', { name: '儲存' })).toBeEnabled();
  });

  it('by SMS: the code goes to the bound phone, shown masked, without typing its number (type 6)', async () => {
    const user = userEvent.setup();
    const { api } = await renderAccount('/mine/account?openDialog=popupLoginPwd', accountRoutes(aUserDetail(), { 'PUT /api/v1/user/security/sms/pwd': () => ok(null) }));
    const dialog = await screen.findByRole('dialog', { name: '修改登入密碼' });
    await user.click(within(dialog).getByRole('radio', { name: '使用手機驗證碼' }));
    expect(within(dialog).getByText('驗證碼將發送至 +886 0912***678')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /手機號碼/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(bodiesTo(api.requests, 'POST /api/v1/validation/sms')).toStrictEqual([{ requestType: 6, countryCode: '886' }]));
    expect(bodiesTo(api.requests, 'POST /api/v1/validation/sms')[0]).not.toHaveProperty('mobile');
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith('驗證碼已發送到手機號0912***678');
    await user.type(within(dialog).getByRole('textbox', { name: '驗證碼' }), '123456');
    await user.type(within(dialog).getByLabelText('新密碼'), 'xyz98765');
    await user.type(within(dialog).getByLabelText('確認新密碼'), 'xyz98765');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(bodiesTo(api.requests, 'PUT /api/v1/user/security/sms/pwd')).toEqual([{ code: '123456', newPwd: 'xyz98765', confirmPwd: 'xyz98765', uuid: 'code-1' }]);
  });

  it('another tab logging out (the storage event) shows the logged-out state here', async () => {
    await renderAccount();
    expect(await screen.findByRole('region', { name: '登入密碼' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: JSON.stringify({ state: { token: null }, version: 1 }) }));
    });
    expect(await screen.findByText(LOGGED_OUT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '登入密碼' })).not.toBeInTheDocument();
  });
});

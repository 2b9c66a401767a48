import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@site/ui/toast-api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupsStore } from '../../../shared/stores/popups';
import { fail, ok, type MockHandler } from '../../../test/api-mock';
import { resetApp } from '../../../test/render';
import { authRoutes, bodiesTo, openAuthPopup } from '../testing';

vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const routes = (overrides: Record<string, MockHandler> = {}) =>
  authRoutes({
    'POST /api/v1/user/forgot/verify': () => ok({ uuid: 'forgot-1' }),
    'PUT /api/v1/user/pwd': () => ok(null),
    ...overrides,
  });

describe('forgot password (two steps)', () => {
  beforeEach(async () => {
    await resetApp();
    vi.mocked(toast.success).mockClear();
  });

  it('opening it from the login popup closes the login popup', async () => {
    const user = userEvent.setup();
    const { dialog } = await openAuthPopup({ kind: 'login', tab: 'login' }, routes(), '會員登入');
    await user.click(within(dialog).getByRole('button', { name: '忘記密碼？' }));
    expect(await screen.findByRole('dialog', { name: '忘記密碼' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '會員登入' })).not.toBeInTheDocument();
    expect(usePopupsStore.getState().open).toEqual({ kind: 'forgotPassword' });
  });

  it('account and phone give a uuid; the code (type 3) and the new password reset it; then the login popup opens', async () => {
    const user = userEvent.setup();
    const { dialog, api } = await openAuthPopup({ kind: 'forgotPassword' }, routes(), '忘記密碼');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(within(dialog).getByRole('textbox', { name: '帳號' })).toHaveAccessibleDescription('帳號長度必須在5-18字母和數字');
    expect(within(dialog).getByRole('textbox', { name: '手機號碼' })).toHaveAccessibleDescription('請輸入有效的手機號碼');
    await user.type(within(dialog).getByRole('textbox', { name: '帳號' }), 'phone01');
    await user.type(within(dialog).getByRole('textbox', { name: '手機號碼' }), '0912345678');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('驗證碼將發送至 +886 0912***678')).toBeInTheDocument();
    expect(bodiesTo(api.requests, '/api/v1/user/forgot/verify')).toEqual([{ username: 'phone01', telephone: '0912345678', countryCode: '886' }]);

    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(bodiesTo(api.requests, '/api/v1/validation/sms')).toEqual([{ requestType: 3, countryCode: '886', mobile: '0912345678', uuid: 'forgot-1' }]));
    await user.type(within(dialog).getByRole('textbox', { name: '驗證碼' }), '246810');
    await user.type(within(dialog).getByLabelText('新密碼'), 'newpass123');
    await user.type(within(dialog).getByLabelText('確認新密碼'), 'newpass124');
    await user.click(within(dialog).getByRole('button', { name: '確認修改' }));
    expect(within(dialog).getByLabelText('確認新密碼')).toHaveAccessibleDescription('兩次輸入的密碼不相符');
    await user.clear(within(dialog).getByLabelText('確認新密碼'));
    await user.type(within(dialog).getByLabelText('確認新密碼'), 'newpass123');
    await user.click(within(dialog).getByRole('button', { name: '確認修改' }));

    const login = await screen.findByRole('dialog', { name: '會員登入' });
    expect(screen.queryByRole('dialog', { name: '忘記密碼' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('密碼修改成功，請重新登入');
    expect(within(login).getByRole('textbox', { name: '帳號' })).toHaveValue('phone01');
    expect(bodiesTo(api.requests, '/api/v1/user/pwd')).toEqual([
      { username: 'phone01', countryCode: '886', telephone: '0912345678', code: '246810', newPwd: 'newpass123', confirmPwd: 'newpass123', uuid: 'forgot-1' },
    ]);

    // Opened again, the form starts empty.
    await user.click(within(login).getByRole('button', { name: '忘記密碼？' }));
    const again = await screen.findByRole('dialog', { name: '忘記密碼' });
    expect(within(again).getByRole('textbox', { name: '帳號' })).toHaveValue('');
  });

  it('shows the server message when the account and phone do not match', async () => {
    const user = userEvent.setup();
    const { dialog } = await openAuthPopup({ kind: 'forgotPassword' }, routes({ 'POST /api/v1/user/forgot/verify': () => fail(400, '012020', '帳號與手機號碼不相符') }), '忘記密碼');
    await user.type(within(dialog).getByRole('textbox', { name: '帳號' }), 'phone01');
    await user.type(within(dialog).getByRole('textbox', { name: '手機號碼' }), '0912345679');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('帳號與手機號碼不相符')).toHaveAttribute('role', 'alert');
    expect(within(dialog).queryByRole('button', { name: '確認修改' })).not.toBeInTheDocument();
  });
});

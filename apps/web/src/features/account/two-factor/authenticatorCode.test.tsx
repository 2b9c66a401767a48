import { aUserDetail } from '@site/contract/testing/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ToastApi from '@site/ui/toast-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../shared/session/browser';
import { stopHeartbeat } from '../../../shared/session/heartbeat';
import { useSessionStore } from '../../../shared/stores/session';
import { ok } from '../../../test/api-mock';
import { resetApp } from '../../../test/render';
import { accountRoutes, bodiesTo, renderAccount } from '../testing';

vi.mock('@site/ui/toast-api', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastApi>();
  return { ...actual, showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } };
});

describe('two-factor on: the authenticator code in the SMS code\'s place (issue 39)', () => {
  beforeEach(async () => {
    await resetApp();
    vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stopHeartbeat();
    vi.restoreAllMocks();
  });

  it('changing the password by code is offered as 使用驗證器代碼, asks for the 驗證器代碼 and sends no SMS', async () => {
    const user = userEvent.setup();
    const { api } = await renderAccount('/mine/account?openDialog=popupLoginPwd', accountRoutes(aUserDetail({ twoFactor: true }), { 'PUT /api/v1/user/security/sms/pwd': () => ok(null) }));
    const dialog = await screen.findByRole('dialog', { name: '修改登入密碼' });
    expect(within(dialog).queryByRole('radio', { name: '使用手機驗證碼' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '使用驗證器代碼' }));
    expect(within(dialog).queryByRole('button', { name: '發送驗證碼' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/您已開啟兩步驟驗證/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '驗證器代碼' }), '654321');
    await user.type(within(dialog).getByLabelText('新密碼'), 'xyz98765');
    await user.type(within(dialog).getByLabelText('確認新密碼'), 'xyz98765');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(bodiesTo(api.requests, 'PUT /api/v1/user/security/sms/pwd')).toEqual([{ code: '654321', newPwd: 'xyz98765', confirmPwd: 'xyz98765' }]);
    expect(bodiesTo(api.requests, 'POST /api/v1/validation/sms')).toEqual([]);
  });
});

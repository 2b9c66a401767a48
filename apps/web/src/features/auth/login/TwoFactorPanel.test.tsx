import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogin } from '../../../shared/session';
import { fail, ok } from '../../../test/api-mock';
import { resetApp } from '../../../test/render';
import '../wiring';
import { LOGIN_RESULT, authRoutes, bodiesTo, openAuthPopup } from '../testing';

vi.mock('../../../shared/session', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  completeLogin: vi.fn(async () => undefined),
}));
vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const CODE_REQUIRED = () => fail(400, '013040', '請輸入驗證器代碼以完成登入', { ticket: 'ticket-1', expiresAt: '2026-11-29T05:00:00.000Z' });

async function passwordLogin(routes: ReturnType<typeof authRoutes>) {
  const user = userEvent.setup();
  const { dialog, api } = await openAuthPopup({ kind: 'login', tab: 'login' }, routes, '會員登入');
  await user.type(within(dialog).getByRole('textbox', { name: '帳號' }), 'secure01');
  await user.type(within(dialog).getByLabelText('密碼'), 'demo1234');
  await user.click(within(dialog).getByRole('button', { name: '登入' }));
  return { user, api, step: await screen.findByRole('dialog', { name: '兩步驟驗證' }) };
}

describe('login popup: the two-factor code step (issue 39)', () => {
  beforeEach(async () => {
    await resetApp();
    vi.mocked(completeLogin).mockClear();
  });

  it('013040 asks for the authenticator code and sends it with the ticket; a wrong one says the tries left', async () => {
    let tries = 0;
    const routes = authRoutes({
      'POST /api/v1/user/login': CODE_REQUIRED,
      'POST /api/v1/user/login/twoFactor': () => (++tries === 1 ? fail(400, '013041', '驗證器代碼錯誤', { remainingAttempts: 4 }) : ok(LOGIN_RESULT)),
    });
    const { user, api, step } = await passwordLogin(routes);
    expect(within(step).getByRole('status')).toHaveTextContent('此裝置是第一次登入您的帳號');
    const code = within(step).getByRole('textbox', { name: '驗證器代碼' });
    await user.type(code, '111111');
    await user.click(within(step).getByRole('button', { name: '驗證並登入' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('驗證器代碼錯誤，還可再試 4 次');
    await user.clear(code);
    await user.type(code, '222222');
    await user.click(within(step).getByRole('button', { name: '驗證並登入' }));
    await waitFor(() => expect(completeLogin).toHaveBeenCalledWith(LOGIN_RESULT));
    expect(bodiesTo(api.requests, '/api/v1/user/login/twoFactor')).toEqual([
      { ticket: 'ticket-1', code: '111111' },
      { ticket: 'ticket-1', code: '222222' },
    ]);
  });

  it('takes a recovery code instead when the phone is lost', async () => {
    const routes = authRoutes({ 'POST /api/v1/user/login': CODE_REQUIRED, 'POST /api/v1/user/login/twoFactor': () => ok(LOGIN_RESULT) });
    const { user, api, step } = await passwordLogin(routes);
    await user.click(within(step).getByRole('button', { name: '改用備用碼' }));
    await user.type(within(step).getByRole('textbox', { name: '備用碼' }), 'abcd-efgh-jkmn');
    await user.click(within(step).getByRole('button', { name: '驗證並登入' }));
    await waitFor(() => expect(completeLogin).toHaveBeenCalledWith(LOGIN_RESULT));
    expect(bodiesTo(api.requests, '/api/v1/user/login/twoFactor')).toEqual([{ ticket: 'ticket-1', recoveryCode: 'abcd-efgh-jkmn' }]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogin } from '../../../shared/session';
import { dispatchLine } from '../../../shared/session/line';
import { usePopupsStore } from '../../../shared/stores/popups';
import { fail, installApi, ok } from '../../../test/api-mock';
import { resetApp } from '../../../test/render';
import '../wiring';
import { LOGIN_RESULT, authRoutes, bodiesTo, openAuthPopup, renderAuthHost } from '../testing';
import { useAuthFlow } from '../state/flow';
import { keepLinePhone } from '../state/remember';
import { leaveTo } from './leave';

vi.mock('../../../shared/session', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  completeLogin: vi.fn(async () => undefined),
}));
vi.mock('./leave', () => ({ leaveTo: vi.fn() }));
vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

describe('LINE', () => {
  beforeEach(async () => {
    await resetApp();
    useAuthFlow.getState().reset();
    vi.mocked(completeLogin).mockClear();
    vi.mocked(leaveTo).mockClear();
  });

  it('the login button asks for the authorisation URL (back to /?lineCallback=1) and goes there', async () => {
    const user = userEvent.setup();
    const routes = authRoutes({ 'POST /api/v1/user/line/auth': () => ok({ url: 'https://access.line.me/oauth2/v2.1/authorize?state=s1' }) });
    const { dialog, api } = await openAuthPopup({ kind: 'login', tab: 'login' }, routes, '會員登入');
    await user.click(within(dialog).getByRole('button', { name: '使用 LINE 登入' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://access.line.me/oauth2/v2.1/authorize?state=s1'));
    expect(bodiesTo(api.requests, '/api/v1/user/line/auth')).toEqual([{ redirectUrl: `${window.location.origin}/?lineCallback=1`, action: 1 }]);
  });

  it('back with a state token: loginByLine logs in', async () => {
    const { requests } = installApi({ 'POST /api/v1/user/loginByLine': () => ok(LOGIN_RESULT) });
    dispatchLine('state-1', 0);
    await waitFor(() => expect(completeLogin).toHaveBeenCalledWith(LOGIN_RESULT));
    expect(bodiesTo(requests, '/api/v1/user/loginByLine')).toEqual([{ stateToken: 'state-1' }]);
  });

  it('012060 (the token is no longer valid) opens the login popup', async () => {
    installApi({ 'POST /api/v1/user/loginByLine': () => fail(400, '012060', 'expired') });
    dispatchLine('state-2', 1);
    await waitFor(() => expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' }));
    expect(completeLogin).not.toHaveBeenCalled();
  });

  it('012061 opens Register with LINE; a phone verified before LINE starts at step 2 and registerByLine finishes', async () => {
    const user = userEvent.setup();
    keepLinePhone({ countryCode: '886', telephone: '0933000222' });
    const routes = authRoutes({
      'POST /api/v1/user/loginByLine': () => fail(400, '012061', 'not registered', { stateToken: 'state-3', displayName: '小明', lineId: 'U1' }),
      'POST /api/v1/user/registerByLine': () => ok(LOGIN_RESULT),
    });
    const { api } = renderAuthHost(routes);
    dispatchLine('state-3', 0);
    const dialog = await screen.findByRole('dialog', { name: '會員註冊' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('以 LINE 帳號「小明」註冊');
    expect(within(dialog).getByText('已驗證手機號碼：+886 0933000222')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '使用 LINE 註冊' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '帳號' }), 'lineuser1');
    await user.type(within(dialog).getByLabelText('密碼'), 'abc12345');
    await user.type(within(dialog).getByLabelText('確認密碼'), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: '註冊' }));
    await waitFor(() => expect(completeLogin).toHaveBeenCalledWith(LOGIN_RESULT, { firstLogin: true }));
    const body = bodiesTo(api.requests, '/api/v1/user/registerByLine')[0];
    expect(body).toMatchObject({ stateToken: 'state-3', username: 'lineuser1', password: 'abc12345', confirmPassword: 'abc12345' });
    expect(body).not.toHaveProperty('telephoneState');
  });
});

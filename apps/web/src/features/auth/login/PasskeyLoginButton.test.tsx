import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogin } from '../../../shared/session';
import { getPasskey, passkeysSupported } from '../../../shared/webauthn/webauthn';
import { fail, ok } from '../../../test/api-mock';
import { resetApp } from '../../../test/render';
import '../wiring';
import { useAuthFlow } from '../state/flow';
import { LOGIN_RESULT, authRoutes, bodiesTo, openAuthPopup } from '../testing';

vi.mock('../../../shared/session', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  completeLogin: vi.fn(async () => undefined),
}));
vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
// The browser's passkey dialog answers as an authenticator would (or as a dialog the player closed).
const ASSERTION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {} };
vi.mock('../../../shared/webauthn/webauthn', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  passkeysSupported: vi.fn(() => true),
  preloadWebAuthn: vi.fn(),
  getPasskey: vi.fn(async () => ASSERTION),
}));

const OPTIONS = { challenge: 'abc', rpId: 'localhost', userVerification: 'preferred' };
const routes = () =>
  authRoutes({
    'POST /api/v1/user/passkeys/loginOptions': () => ok({ attempt: 'att-1', options: OPTIONS }),
    'POST /api/v1/user/passkeys/login': () => ok(LOGIN_RESULT),
  });

describe('login popup: 使用通行密鑰登入 (issue 39)', () => {
  beforeEach(async () => {
    await resetApp();
    vi.mocked(completeLogin).mockClear();
    vi.mocked(passkeysSupported).mockReturnValue(true);
  });

  it('one tap signs the player in with a passkey, as the password login does, without a name or password typed', async () => {
    const user = userEvent.setup();
    const { api, dialog } = await openAuthPopup({ kind: 'login', tab: 'login' }, routes(), '會員登入');
    await user.click(await within(dialog).findByRole('button', { name: '使用通行密鑰登入' }));
    await vi.waitFor(() => expect(completeLogin).toHaveBeenCalledWith(LOGIN_RESULT));
    expect(vi.mocked(getPasskey)).toHaveBeenCalledWith(OPTIONS);
    expect(bodiesTo(api.requests, '/api/v1/user/passkeys/login')).toEqual([{ attempt: 'att-1', credential: ASSERTION }]);
    expect(bodiesTo(api.requests, '/api/v1/user/login')).toEqual([]);
  });

  it('a closed passkey dialog is said in the popup and signs nobody in', async () => {
    const user = userEvent.setup();
    vi.mocked(getPasskey).mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    const { dialog } = await openAuthPopup({ kind: 'login', tab: 'login' }, routes(), '會員登入');
    await user.click(await within(dialog).findByRole('button', { name: '使用通行密鑰登入' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('已取消通行密鑰登入。');
    expect(completeLogin).not.toHaveBeenCalled();
  });

  it('two-factor on and a passkey only touched on a new device: the popup goes on to the code step with the ticket (013040)', async () => {
    const user = userEvent.setup();
    const asked = routes();
    asked['POST /api/v1/user/passkeys/login'] = () => fail(400, '013040', 'code required', { ticket: 'tk-9', expiresAt: '2026-11-29T05:00:00.000Z' });
    const { dialog } = await openAuthPopup({ kind: 'login', tab: 'login' }, asked, '會員登入');
    await user.click(await within(dialog).findByRole('button', { name: '使用通行密鑰登入' }));
    await vi.waitFor(() => expect(useAuthFlow.getState().twoFactor).toEqual({ ticket: 'tk-9' }));
    expect(completeLogin).not.toHaveBeenCalled();
  });

  it('is not offered where the browser has no passkeys', async () => {
    vi.mocked(passkeysSupported).mockReturnValue(false);
    const { dialog } = await openAuthPopup({ kind: 'login', tab: 'login' }, routes(), '會員登入');
    expect(within(dialog).getByRole('button', { name: '使用 LINE 登入' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '使用通行密鑰登入' })).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogin } from '../../../shared/session';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSettingsStore } from '../../../shared/stores/settings';
import { fail, ok } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { AuthButtons } from '../AuthButtons';
import '../wiring';
import { LOGIN_RESULT, authRoutes, bodiesTo, openAuthPopup, renderAuthHost } from '../testing';
import { REMEMBERED_ACCOUNT_KEY } from '../state/remember';

vi.mock('../../../shared/session', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  completeLogin: vi.fn(async () => undefined),
}));
vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

describe('login popup', () => {
  beforeEach(async () => {
    await resetApp();
    vi.mocked(completeLogin).mockClear();
  });

  it('has the tabs Login and Register, and under Login the sub-tabs account and phone', async () => {
    const user = userEvent.setup();
    const { dialog } = await openAuthPopup({ kind: 'login', tab: 'login' }, authRoutes(), '會員登入');
    const main = within(dialog).getByRole('tablist', { name: '登入或註冊' });
    expect(within(main).getAllByRole('tab').map((t) => t.textContent)).toEqual(['登入', '註冊']);
    expect(within(main).getByRole('tab', { name: '登入' })).toHaveAttribute('aria-selected', 'true');
    const methods = within(dialog).getByRole('tablist', { name: '登入方式' });
    expect(within(methods).getAllByRole('tab').map((t) => t.textContent)).toEqual(['帳號登入', '手機登入']);
    expect(within(dialog).getByRole('textbox', { name: '帳號' })).toHaveAttribute('autocomplete', 'username');
    expect(within(dialog).getByLabelText('密碼')).toHaveAttribute('autocomplete', 'current-password');
    expect(within(dialog).getByRole('button', { name: '忘記密碼？' })).toBeInTheDocument();

    await user.click(within(methods).getByRole('tab', { name: '手機登入' }));
    expect(await within(dialog).findByRole('textbox', { name: '手機號碼' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: '國家/地區代碼' })).toHaveValue('886');
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('tab', { name: '帳號登入' })).toHaveFocus();

    await user.click(within(main).getByRole('tab', { name: '註冊' }));
    expect(await screen.findByRole('dialog', { name: '會員註冊' })).toBeInTheDocument();
  });

  it('frontend type 2 shows only the account login: no tabs, no forgot link, no register button', async () => {
    useSettingsStore.setState({ frontendType: 2 });
    const { dialog } = await openAuthPopup({ kind: 'login', tab: 'register' }, authRoutes(), '會員登入');
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '忘記密碼？' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '立即註冊' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '帳號' })).toBeInTheDocument();

    act(() => usePopupsStore.getState().closePopup());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    renderWithProviders(<AuthButtons />);
    expect(await screen.findByRole('button', { name: '登入' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '註冊' })).not.toBeInTheDocument();
  });

  it('the header buttons open the popup on Login or Register; tab=register (pendingAuth) opens Register', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthButtons />);
    await user.click(await screen.findByRole('button', { name: '註冊' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'register' });
    await user.click(screen.getByRole('button', { name: '登入' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
    act(() => usePopupsStore.setState({ open: null }));
    act(() => usePopupsStore.getState().setPendingAuth('register'));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'register' });
    expect(usePopupsStore.getState().pendingAuth).toBeNull();
  });

  it('traps focus in the dialog and gives it back to the header button on close', async () => {
    const user = userEvent.setup();
    renderAuthHost();
    renderWithProviders(<AuthButtons />);
    const button = await screen.findByRole('button', { name: '登入' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: '會員登入' });
    for (let i = 0; i < 12; i++) await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('checks the account and password with SPEC 5 messages on submit and on blur, linked by aria-describedby', async () => {
    const user = userEvent.setup();
    const { dialog, api } = await openAuthPopup({ kind: 'login', tab: 'login' }, authRoutes(), '會員登入');
    await user.click(within(dialog).getByRole('button', { name: '登入' }));
    const username = within(dialog).getByRole('textbox', { name: '帳號' });
    expect(username).toHaveAccessibleDescription('帳號長度必須在5-18字母和數字');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(within(dialog).getByLabelText('密碼')).toHaveAccessibleDescription('密碼為6-18個字符組成，必須包含數字、字母');
    expect(bodiesTo(api.requests, '/api/v1/user/login')).toHaveLength(0);

    await user.type(username, 'demo01');
    expect(username).not.toHaveAttribute('aria-invalid');
    const password = within(dialog).getByLabelText('密碼');
    await user.clear(password);
    await user.type(password, 'abcdef');
    await user.tab();
    expect(password).toHaveAccessibleDescription('密碼為6-18個字符組成，必須包含數字、字母');
    await user.clear(username);
    await user.type(username, 'ab_1!');
    expect(username).toHaveValue('ab1');
  });

  it('logs in, locks the button while the request runs and remembers only the account name', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const routes = authRoutes({
      'POST /api/v1/user/login': () => new Promise((resolve) => (release = () => resolve(ok(LOGIN_RESULT)))),
    });
    const { dialog, api } = await openAuthPopup({ kind: 'login', tab: 'login' }, routes, '會員登入');
    await user.type(within(dialog).getByRole('textbox', { name: '帳號' }), 'demo01');
    await user.type(within(dialog).getByLabelText('密碼'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: '登入' }));
    const busy = await within(dialog).findByRole('button', { name: '登入中…' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(bodiesTo(api.requests, '/api/v1/user/login')).toHaveLength(1));
    release();
    await waitFor(() => expect(completeLogin).toHaveBeenCalledWith(LOGIN_RESULT));
    expect(bodiesTo(api.requests, '/api/v1/user/login')).toEqual([{ username: 'demo01', pwd: 'demo1234' }]);
    expect(localStorage.getItem(REMEMBERED_ACCOUNT_KEY)).toBe('demo01');
    expect(JSON.stringify({ ...localStorage })).not.toContain('demo1234');
  });

  it('shows the server message of a failed login next to the form', async () => {
    const user = userEvent.setup();
    const routes = authRoutes({ 'POST /api/v1/user/login': () => fail(400, '012001', '帳號或密碼錯誤') });
    const { dialog } = await openAuthPopup({ kind: 'login', tab: 'login' }, routes, '會員登入');
    await user.type(within(dialog).getByRole('textbox', { name: '帳號' }), 'demo01');
    await user.type(within(dialog).getByLabelText('密碼'), 'demo1235');
    await user.click(within(dialog).getByRole('button', { name: '登入' }));
    expect(await within(dialog).findByText('帳號或密碼錯誤')).toHaveAttribute('role', 'alert');
    expect(completeLogin).not.toHaveBeenCalled();
  });

  it('012080 (too many wrong passwords for the account from anywhere) asks a captcha and sends the login again with it', async () => {
    const user = userEvent.setup();
    let logins = 0;
    const routes = authRoutes({
      'POST /api/v1/user/login': () => (++logins === 1 ? fail(400, '012080', 'captcha', { captcha: true }) : ok(LOGIN_RESULT)),
    });
    const { dialog, api } = await openAuthPopup({ kind: 'login', tab: 'login' }, routes, '會員登入');
    await user.type(within(dialog).getByRole('textbox', { name: '帳號' }), 'guard001');
    await user.type(within(dialog).getByLabelText('密碼'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: '登入' }));
    // The captcha's own chunk loads first: a busy machine needs more than the default second.
    const captcha = await screen.findByRole('dialog', { name: '安全驗證' }, { timeout: 8000 });
    await user.type(await within(captcha).findByRole('textbox', { name: '圖形驗證碼' }, { timeout: 8000 }), 'XY34');
    await user.click(within(captcha).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(completeLogin).toHaveBeenCalledWith(LOGIN_RESULT));
    const bodies = bodiesTo(api.requests, '/api/v1/user/login');
    expect(bodies.map((b) => b.captchaValidation)).toEqual([undefined, { channelName: 'graphic', imgToken: 'cap-1:XY34', channelLanguage: 'TW' }]);
  });

  it('012011 opens phone verification: a type-4 code to the number of the error (masked: named by its uuid), then loginByMobile', async () => {
    const user = userEvent.setup();
    const details = { countryCode: '886', telephone: '0911***333', uuid: 'verify-1', language: 'TW', currency: 'NTD' };
    const routes = authRoutes({
      'POST /api/v1/user/login': () => fail(400, '012011', 'verify', details),
      'POST /api/v1/user/loginByMobile': () => ok(LOGIN_RESULT),
    });
    const { dialog, api } = await openAuthPopup({ kind: 'login', tab: 'login' }, routes, '會員登入');
    await user.type(within(dialog).getByRole('textbox', { name: '帳號' }), 'verify01');
    await user.type(within(dialog).getByLabelText('密碼'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: '登入' }));
    const verify = await screen.findByRole('dialog', { name: '手機驗證' });
    expect(within(verify).getByRole('status')).toHaveTextContent('+886 0911***333');
    await user.click(within(verify).getByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(bodiesTo(api.requests, '/api/v1/validation/sms')).toEqual([{ requestType: 4, countryCode: '886', uuid: 'verify-1' }]));
    await user.type(within(verify).getByRole('textbox', { name: '驗證碼' }), '123456');
    await user.click(within(verify).getByRole('button', { name: '驗證並登入' }));
    await waitFor(() => expect(completeLogin).toHaveBeenCalledWith(LOGIN_RESULT));
    expect(bodiesTo(api.requests, '/api/v1/user/loginByMobile')).toEqual([{ countryCode: '886', code: '123456', uuid: 'verify-1' }]);
  });

  it('012007 on phone login switches to Register at step 2 with the draft and its message', async () => {
    const user = userEvent.setup();
    const routes = authRoutes({
      'POST /api/v1/user/loginByMobile': () => fail(400, '012007', '該手機號尚未註冊，請先完成註冊', { countryCode: '886', telephone: '922333444', uuid: 'draft-1' }),
      'POST /api/v1/user/register/phone': () => ok(LOGIN_RESULT),
    });
    const { dialog, api } = await openAuthPopup({ kind: 'login', tab: 'login', loginMethod: 'phone' }, routes, '會員登入');
    await user.type(await within(dialog).findByRole('textbox', { name: '手機號碼' }), '0922333444');
    await user.type(within(dialog).getByRole('textbox', { name: '驗證碼' }), '654321');
    await user.click(within(dialog).getByRole('button', { name: '登入' }));
    const register = await screen.findByRole('dialog', { name: '會員註冊' });
    expect(within(register).getByRole('status')).toHaveTextContent('該手機號尚未註冊，請先完成註冊');
    expect(within(register).getByText('已驗證手機號碼：+886 0922333444')).toBeInTheDocument();
    await user.type(within(register).getByRole('textbox', { name: '帳號' }), 'newbie01');
    await user.type(within(register).getByLabelText('密碼'), 'abc12345');
    await user.type(within(register).getByLabelText('確認密碼'), 'abc12345');
    await user.click(within(register).getByRole('button', { name: '註冊' }));
    await waitFor(() => expect(completeLogin).toHaveBeenCalledWith(LOGIN_RESULT, { firstLogin: true }));
    expect(bodiesTo(api.requests, '/api/v1/user/register/phone')[0]).toMatchObject({ username: 'newbie01', countryCode: '886', telephone: '922333444', uuid: 'draft-1', language: 'TW' });
  });

  it('a blocked country (012010) shows its message on the number', async () => {
    const user = userEvent.setup();
    const routes = authRoutes({ 'POST /api/v1/validation/sms': () => fail(400, '012010', 'blocked') });
    const { dialog } = await openAuthPopup({ kind: 'login', tab: 'login', loginMethod: 'phone' }, routes, '會員登入');
    const phone = await within(dialog).findByRole('textbox', { name: '手機號碼' });
    await user.type(phone, '0912345678');
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('您暫時無法使用該國家或地區的手機號碼。如有疑問，請聯繫客服。'));
    expect(within(dialog).getByRole('button', { name: '發送驗證碼' })).toBeEnabled();
  });
});

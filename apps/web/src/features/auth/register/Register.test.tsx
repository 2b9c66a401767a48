import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogin } from '../../../shared/session';
import { fail, ok, type MockHandler } from '../../../test/api-mock';
import { resetApp } from '../../../test/render';
import { LOGIN_RESULT, authRoutes, bodiesTo, openAuthPopup, type ProcessFlags } from '../testing';

vi.mock('../../../shared/session', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  completeLogin: vi.fn(async () => undefined),
}));
vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

function routes(overrides: Record<string, MockHandler> = {}, flags: ProcessFlags = {}) {
  return authRoutes(
    {
      'POST /api/v1/validation/sms/state': () => ok({ telephoneState: 'ts-1' }),
      'POST /api/v1/user/valid/account': () => ok({ available: true }),
      'POST /api/v1/user/register/phone': () => ok(LOGIN_RESULT),
      ...overrides,
    },
    flags,
  );
}

/** Step 1 filled in and sent: phone, code (type 25), agreement; resolves on step 2. */
async function toStep2(user: UserEvent, dialog: HTMLElement) {
  await user.type(await within(dialog).findByRole('textbox', { name: '手機號碼' }), '0933000222');
  await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
  await within(dialog).findByRole('group', { name: '收不到驗證碼？' });
  await user.type(within(dialog).getByRole('textbox', { name: '驗證碼' }), '123456');
  await user.click(within(dialog).getByRole('checkbox', { name: /我已年滿18歲/ }));
  await user.click(within(dialog).getByRole('button', { name: '下一步' }));
  await within(dialog).findByRole('button', { name: '上一步' });
}

describe('registration (two steps)', () => {
  beforeEach(async () => {
    await resetApp();
    vi.mocked(completeLogin).mockClear();
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('step 1 needs the agreement, a valid phone and a 6-digit code', async () => {
    const user = userEvent.setup();
    const { dialog, api } = await openAuthPopup({ kind: 'login', tab: 'register' }, routes(), '會員註冊');
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent('驗證手機');
    await user.click(await within(dialog).findByRole('button', { name: '下一步' }));
    expect(within(dialog).getByRole('checkbox', { name: /我已年滿18歲/ })).toHaveAccessibleDescription('請確認您已年滿18歲並同意用戶協議');
    expect(within(dialog).getByRole('textbox', { name: '手機號碼' })).toHaveAccessibleDescription('請輸入有效的手機號碼');
    expect(within(dialog).getByRole('textbox', { name: '驗證碼' })).toHaveAccessibleDescription('請輸入有效的驗證碼');
    await user.type(within(dialog).getByRole('textbox', { name: '驗證碼' }), '12a3');
    expect(within(dialog).getByRole('textbox', { name: '驗證碼' })).toHaveAccessibleDescription('驗證碼格式錯誤');
    expect(within(dialog).getByRole('link', { name: '《用戶協議》' })).toHaveAttribute('href', '/stationary/about-us/tos');
    expect(bodiesTo(api.requests, '/api/v1/validation/sms/state')).toHaveLength(0);
  });

  it('Next trades the code (type 25) for a telephone state, Previous goes back, step 2 registers and logs in (first login)', async () => {
    const user = userEvent.setup();
    const { dialog, api } = await openAuthPopup({ kind: 'login', tab: 'register' }, routes(), '會員註冊');
    await toStep2(user, dialog);
    expect(bodiesTo(api.requests, '/api/v1/validation/sms')[0]).toMatchObject({ requestType: 25, countryCode: '886', mobile: '0933000222' });
    expect(bodiesTo(api.requests, '/api/v1/validation/sms/state')).toEqual([{ requestType: 25, countryCode: '886', telephone: '0933000222', code: '123456' }]);
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent('設定帳號');

    await user.click(within(dialog).getByRole('button', { name: '上一步' }));
    expect(within(dialog).getByRole('textbox', { name: '手機號碼' })).toHaveValue('0933000222');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    await within(dialog).findByRole('button', { name: '上一步' });

    const username = within(dialog).getByRole('textbox', { name: '帳號' });
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(within(dialog).getByLabelText('密碼')).toHaveAttribute('autocomplete', 'new-password');
    await user.type(username, 'newbie01');
    await user.type(within(dialog).getByLabelText('密碼'), 'abc12345');
    await user.type(within(dialog).getByLabelText('確認密碼'), 'abc12346');
    await user.type(within(dialog).getByRole('textbox', { name: '邀請碼（選填）' }), 'INV9');
    await user.click(within(dialog).getByRole('button', { name: '註冊' }));
    expect(within(dialog).getByLabelText('確認密碼')).toHaveAccessibleDescription('兩次輸入的密碼不相符');
    await user.clear(within(dialog).getByLabelText('確認密碼'));
    await user.type(within(dialog).getByLabelText('確認密碼'), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: '註冊' }));
    await waitFor(() => expect(completeLogin).toHaveBeenCalledWith(LOGIN_RESULT, { firstLogin: true }));
    expect(bodiesTo(api.requests, '/api/v1/user/register/phone')).toEqual([
      {
        username: 'newbie01',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        language: 'TW',
        inviterCode: 'INV9',
        countryCode: '886',
        telephone: '0933000222',
        telephoneState: 'ts-1',
      },
    ]);
  });

  it('says when the account name is taken (checked on blur)', async () => {
    const user = userEvent.setup();
    const { dialog } = await openAuthPopup({ kind: 'login', tab: 'register' }, routes({ 'POST /api/v1/user/valid/account': () => ok({ available: false }) }), '會員註冊');
    await toStep2(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: '帳號' }), 'demo01');
    await user.tab();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '帳號' })).toHaveAccessibleDescription('該帳號已被註冊'));
  });

  it('asks the captcha before registering when process-data wants one', async () => {
    const user = userEvent.setup();
    const { dialog, api } = await openAuthPopup({ kind: 'login', tab: 'register' }, routes({}, { registerCaptcha: true }), '會員註冊');
    await toStep2(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: '帳號' }), 'newbie02');
    await user.type(within(dialog).getByLabelText('密碼'), 'abc12345');
    await user.type(within(dialog).getByLabelText('確認密碼'), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: '註冊' }));
    const captcha = await screen.findByRole('dialog', { name: '安全驗證' });
    await user.type(await within(captcha).findByRole('textbox', { name: '圖形驗證碼' }), 'XY34');
    await user.click(within(captcha).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(completeLogin).toHaveBeenCalled());
    expect(bodiesTo(api.requests, '/api/v1/user/register/phone')[0]?.captchaValidation).toEqual({ channelName: 'graphic', imgToken: 'cap-1:XY34', channelLanguage: 'TW' });
  });

  it('shows the proxy account of the address in a disabled field and sends it', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?proxyCode=AG1001');
    const { dialog, api } = await openAuthPopup(
      { kind: 'login', tab: 'register' },
      routes({ 'GET /api/v1/proxy/code': () => ok({ proxyCode: 'AG1001', proxyAccount: 'lucky88' }) }),
      '會員註冊',
    );
    await toStep2(user, dialog);
    const proxy = await within(dialog).findByRole('textbox', { name: '經銷號' });
    expect(proxy).toHaveValue('lucky88');
    expect(proxy).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: '帳號' }), 'newbie03');
    await user.type(within(dialog).getByLabelText('密碼'), 'abc12345');
    await user.type(within(dialog).getByLabelText('確認密碼'), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: '註冊' }));
    await waitFor(() => expect(completeLogin).toHaveBeenCalled());
    expect(bodiesTo(api.requests, '/api/v1/user/register/phone')[0]).toMatchObject({ proxyCode: 'AG1001', proxyAccount: 'lucky88' });
  });

  it('hides the proxy account when it is admin', async () => {
    const user = userEvent.setup();
    const { dialog } = await openAuthPopup(
      { kind: 'login', tab: 'register' },
      routes({ 'GET /api/v1/proxy/parseDomain': () => ok({ proxyCode: 'A0000', proxyAccount: 'admin' }) }),
      '會員註冊',
    );
    await toStep2(user, dialog);
    expect(within(dialog).queryByRole('textbox', { name: '經銷號' })).not.toBeInTheDocument();
  });

  it('a registration refused by the device cap (012070) shows the server catalogue words in the form', async () => {
    const user = userEvent.setup();
    const words = '此裝置註冊的帳號數已達上限，無法再註冊新帳號。如有疑問，請聯繫客服。';
    const { dialog } = await openAuthPopup(
      { kind: 'login', tab: 'register' },
      routes({ 'POST /api/v1/user/register/phone': () => fail(403, '012070', words) }),
      '會員註冊',
    );
    await toStep2(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: '帳號' }), 'newbie05');
    await user.type(within(dialog).getByLabelText('密碼'), 'abc12345');
    await user.type(within(dialog).getByLabelText('確認密碼'), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: '註冊' }));
    expect(await within(dialog).findByText(words)).toBeInTheDocument();
    expect(completeLogin).not.toHaveBeenCalled();
  });

  it('an expired telephone state sends the player back to step 1', async () => {
    const user = userEvent.setup();
    const { dialog } = await openAuthPopup(
      { kind: 'login', tab: 'register' },
      routes({ 'POST /api/v1/user/register/phone': () => fail(400, '012015', 'expired') }),
      '會員註冊',
    );
    await toStep2(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: '帳號' }), 'newbie04');
    await user.type(within(dialog).getByLabelText('密碼'), 'abc12345');
    await user.type(within(dialog).getByLabelText('確認密碼'), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: '註冊' }));
    expect(await within(dialog).findByText('手機驗證已失效，請重新驗證手機號碼')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent('驗證手機');
  });
});

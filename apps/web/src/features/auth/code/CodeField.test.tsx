import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@site/ui/toast-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/api-mock';
import { resetApp } from '../../../test/render';
import { authRoutes, bodiesTo, openAuthPopup, type ProcessFlags } from '../testing';
import type { MockHandler } from '../../../test/api-mock';

vi.mock('@site/ui/toast-api', () => ({ showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

/** The phone login form at a given local time, with a number typed in. */
async function phoneForm(hour: number, overrides: Record<string, MockHandler> = {}, flags: ProcessFlags = {}) {
  vi.setSystemTime(new Date(2026, 10, 22, hour, 0, 0));
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const { dialog, api } = await openAuthPopup({ kind: 'login', tab: 'login', loginMethod: 'phone' }, authRoutes(overrides, flags), '會員登入');
  await user.type(await within(dialog).findByRole('textbox', { name: '手機號碼' }), '0912345678');
  return { user, dialog, api };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('sending a code (SPEC 4)', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    await resetApp();
    vi.mocked(toast.success).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down 60 s showing the seconds left, then offers a resend; toast with the masked number', async () => {
    const { user, dialog, api } = await phoneForm(10);
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    const counting = await within(dialog).findByRole('button', { name: '60 秒後重發' });
    expect(counting).toBeDisabled();
    expect(toast.success).toHaveBeenCalledWith('驗證碼已發送到手機號0912***678');
    expect(bodiesTo(api.requests, '/api/v1/validation/sms')).toEqual([{ requestType: 1, countryCode: '886', mobile: '0912345678' }]);
    await tick(1000);
    expect(within(dialog).getByRole('button', { name: '59 秒後重發' })).toBeDisabled();
    await tick(58_000);
    expect(within(dialog).getByRole('button', { name: '1 秒後重發' })).toBeDisabled();
    await tick(1000);
    const resend = within(dialog).getByRole('button', { name: '重新發送' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await within(dialog).findByRole('button', { name: '60 秒後重發' })).toBeDisabled();
    expect(bodiesTo(api.requests, '/api/v1/validation/sms')).toHaveLength(2);
  });

  it('does not send to an invalid number and says why', async () => {
    const { user, dialog, api } = await phoneForm(10);
    const phone = within(dialog).getByRole('textbox', { name: '手機號碼' });
    await user.clear(phone);
    await user.type(phone, '0812345678');
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    expect(phone).toHaveAccessibleDescription('請輸入有效的手機號碼');
    expect(bodiesTo(api.requests, '/api/v1/validation/sms')).toHaveLength(0);
  });

  it('is locked while the captcha is pending and unlocked when it is closed', async () => {
    const { user, dialog, api } = await phoneForm(10, {}, { smsCaptcha: true });
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    const captcha = await screen.findByRole('dialog', { name: '安全驗證' });
    expect(screen.getByRole('button', { name: '發送驗證碼', hidden: true })).toBeDisabled();
    // jsdom does not see the nested dialog's pointer-events: auto; a browser clicks it normally.
    const free = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    await free.click(within(captcha).getByRole('button', { name: '關閉' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '安全驗證' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: '會員登入' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '發送驗證碼' })).toBeEnabled();
    expect(bodiesTo(api.requests, '/api/v1/validation/sms')).toHaveLength(0);
  });

  it('sends the captcha answer with the code request; a captcha refused by the server unlocks the button', async () => {
    const { user, dialog, api } = await phoneForm(10, { 'POST /api/v1/validation/sms': () => fail(400, '012004', '圖形驗證碼錯誤') }, { smsCaptcha: true });
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    const captcha = await screen.findByRole('dialog', { name: '安全驗證' });
    await user.type(await within(captcha).findByRole('textbox', { name: '圖形驗證碼' }), 'AB3D');
    await user.click(within(captcha).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(bodiesTo(api.requests, '/api/v1/validation/sms')).toHaveLength(1));
    expect(bodiesTo(api.requests, '/api/v1/validation/sms')[0]?.captchaValidation).toEqual({ channelName: 'graphic', imgToken: 'cap-1:AB3D', channelLanguage: 'TW' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '發送驗證碼' })).toBeEnabled());
    expect(within(dialog).getByText('圖形驗證碼錯誤')).toHaveAttribute('role', 'alert');
  });

  it('a captcha that cannot load unlocks the button', async () => {
    const { user, dialog } = await phoneForm(10, { 'POST /api/v1/validation/imgCode': () => fail(429, '012028', 'too many') }, { smsCaptcha: true });
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '發送驗證碼' })).toBeEnabled());
    expect(screen.queryByRole('dialog', { name: '安全驗證' })).not.toBeInTheDocument();
  });

  it('a failed send unlocks the button', async () => {
    const { user, dialog } = await phoneForm(10, { 'POST /api/v1/validation/sms': () => fail(500, '000500', 'busy') });
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '發送驗證碼' })).toBeEnabled());
    expect(within(dialog).queryByRole('group', { name: '收不到驗證碼？' })).not.toBeInTheDocument();
  });

  it('the alternative block refuses repeated clicks within the countdown with 請稍後嘗試重新獲取 and hints at the filtered inbox', async () => {
    const { user, dialog, api } = await phoneForm(10);
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    const alt = await within(dialog).findByRole('group', { name: '收不到驗證碼？' });
    expect(alt).toHaveTextContent('過濾訊息');
    await user.click(within(alt).getByRole('button', { name: '重新發送簡訊' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('請稍後嘗試重新獲取');
    await user.click(within(alt).getByRole('button', { name: '改用語音驗證碼' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('請稍後嘗試重新獲取');
    expect(bodiesTo(api.requests, '/api/v1/validation/sms')).toHaveLength(1);
    expect(bodiesTo(api.requests, '/api/v1/validation/voice')).toHaveLength(0);
    await tick(60_000);
    await user.click(within(alt).getByRole('button', { name: '重新發送簡訊' }));
    await waitFor(() => expect(bodiesTo(api.requests, '/api/v1/validation/sms')).toHaveLength(2));
  });

  it('a voice send asks first (the code is told by phone), then calls /validation/voice', async () => {
    const { user, dialog, api } = await phoneForm(21);
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    const alt = await within(dialog).findByRole('group', { name: '收不到驗證碼？' });
    await tick(60_000);
    await user.click(within(alt).getByRole('button', { name: '改用語音驗證碼' }));
    await tick(250);
    const confirm = await screen.findByRole('dialog', { name: '語音驗證碼' });
    expect(confirm).toHaveTextContent('驗證碼將以語音電話告知');
    await user.click(within(confirm).getByRole('button', { name: '撥打給我' }));
    await tick(250);
    await waitFor(() => expect(bodiesTo(api.requests, '/api/v1/validation/voice')).toEqual([{ requestType: 1, countryCode: '886', mobile: '0912345678' }]));
    expect(toast.success).toHaveBeenLastCalledWith(expect.stringContaining('0912***678'));
  });

  it.each([
    [7, true, false],
    [8, true, true],
    [21, true, true],
    [22, true, false],
    [10, false, false],
  ])('at %i h with voiceCheck %s the voice alternative is offered: %s', async (hour, voiceCheck, offered) => {
    const { user, dialog } = await phoneForm(hour, { 'GET /api/v1/validation/voice/check': () => ok(voiceCheck) });
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    const alt = await within(dialog).findByRole('group', { name: '收不到驗證碼？' });
    await tick(10);
    expect(within(alt).queryByRole('button', { name: '改用語音驗證碼' }) !== null).toBe(offered);
    expect(within(alt).getByRole('button', { name: '重新發送簡訊' })).toBeInTheDocument();
  });

  it('sent too soon (012012): the countdown follows the seconds the server gives', async () => {
    const { user, dialog } = await phoneForm(10, { 'POST /api/v1/validation/sms': () => fail(429, '012012', 'too soon', { seconds: 12 }) });
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    expect(await within(dialog).findByRole('button', { name: '12 秒後重發' })).toBeDisabled();
  });
});

import { configure, act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installApi, ok, type MockRequest } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { sessionRoutes, userInfo } from '../../../test/session-fixtures';
import { AccountPopupHost } from '../../../app/shell/user/AccountPopupHost';
import { showToast } from '@site/ui/toast-api';
import type * as ToastApi from '@site/ui/toast-api';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSessionStore } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';

// Lazy chunks load on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

// The real toast, watched: the avatar's success message is checked word for word.
vi.mock('@site/ui/toast-api', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastApi>();
  return { ...actual, showToast: vi.fn(actual.showToast) };
});

const AVATARS = ['/assets/avatar/1.svg', '/assets/avatar/2.svg', '/assets/avatar/3.svg'];
const COUNTRIES = [
  { countryCode: '886', nameCn: '台灣', regex: '^09\\d{8}$', isDisplay: true, isDefault: true, isBlocked: false },
  { countryCode: '66', nameCn: '泰國', regex: '^0[689]\\d{8}$', isDisplay: true, isDefault: false, isBlocked: false },
];

function open(kind: 'avatar' | 'appearance' | 'mobileBinding') {
  renderWithProviders(<AccountPopupHost />);
  act(() => usePopupsStore.getState().openPopup({ kind }));
}

describe('account popups (SPEC 2, 4)', () => {
  beforeEach(async () => {
    await resetApp();
    useSessionStore.setState({ token: 'T1', user: userInfo({ avatar: AVATARS[1] }) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('avatar: confirming the current avatar saves nothing; another one is saved with a toast', async () => {
    const user = userEvent.setup();
    const saved: MockRequest[] = [];
    installApi({
      ...sessionRoutes(),
      'GET /api/v1/config/avatar/urls': () => ok(AVATARS),
      'PUT /api/v1/user/detail': (r) => {
        saved.push(r);
        return ok({ ...userInfo(), nicknameChangeable: true, gender: 0, birthday: null, realName: null, hasWithdrawPassword: false, lineBound: false, avatar: AVATARS[2] });
      },
    });
    open('avatar');
    let dialog = await screen.findByRole('dialog', { name: '更換頭像' });
    expect(await within(dialog).findByRole('radio', { name: '頭像 2（目前使用）' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toHaveLength(0);

    act(() => usePopupsStore.getState().openPopup({ kind: 'avatar' }));
    dialog = await screen.findByRole('dialog', { name: '更換頭像' });
    await user.click(await within(dialog).findByRole('radio', { name: '頭像 3' }));
    await user.click(within(dialog).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toEqual({ avatar: AVATARS[2] });
    await waitFor(() => expect(usePopupsStore.getState().open).toBeNull());
    expect(useSessionStore.getState().user?.avatar).toBe(AVATARS[2]);
    expect(showToast).toHaveBeenCalledWith('頭像更新成功', { kind: 'success' });
  });

  it('appearance: confirm applies the chosen theme class; cancel changes nothing', async () => {
    const user = userEvent.setup();
    installApi(sessionRoutes());
    open('appearance');
    let dialog = await screen.findByRole('dialog', { name: '外觀設定' });
    expect(within(dialog).getByRole('radio', { name: '跟隨裝置' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '淺色' }));
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(useSettingsStore.getState().appearance).toBe('device');

    act(() => usePopupsStore.getState().openPopup({ kind: 'appearance' }));
    dialog = await screen.findByRole('dialog', { name: '外觀設定' });
    await user.click(within(dialog).getByRole('radio', { name: '淺色' }));
    await user.click(within(dialog).getByRole('button', { name: '確定' }));
    expect(useSettingsStore.getState().appearance).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('mobile binding: checks the number, sends a type-2 code, counts 60 s down, binds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    const sent: MockRequest[] = [];
    const bound: MockRequest[] = [];
    installApi({
      ...sessionRoutes(),
      'GET /api/v1/message/countryCode': () => ok(COUNTRIES),
      'GET /api/v1/platform/process-data': () => ok({ loginCaptcha: false, registerCaptcha: false, smsCaptcha: false }),
      'POST /api/v1/validation/sms': (r) => {
        sent.push(r);
        return ok({ uuid: 'u1', countdown: 60 });
      },
      'PUT /api/v1/user/security/mobile/binding': (r) => {
        bound.push(r);
        return bound.length === 1 ? fail(400, '012020', 'wrong code') : ok(null);
      },
    }, { toast: vi.fn(), modal: vi.fn() });
    open('mobileBinding');
    const dialog = await screen.findByRole('dialog', { name: '綁定手機號碼' });
    const phone = within(dialog).getByRole('textbox', { name: '手機號碼' });
    const send = within(dialog).getByRole('button', { name: '取得驗證碼' });
    await user.type(phone, '0812');
    await user.click(send);
    expect(within(dialog).getByText('請輸入有效的手機號碼')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '0912-345-678');
    expect(phone).toHaveValue('0912345678');
    await user.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ requestType: 2, countryCode: '886', mobile: '912345678' });
    expect(await within(dialog).findByText('驗證碼已發送到手機號0912***678')).toBeInTheDocument();
    const countdown = within(dialog).getByRole('button', { name: '60 秒後重新取得' });
    expect(countdown).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(within(dialog).getByRole('button', { name: '1 秒後重新取得' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(within(dialog).getByRole('button', { name: '重新取得' })).toBeEnabled();

    const code = within(dialog).getByRole('textbox', { name: '驗證碼' });
    await user.type(code, '12a3');
    await user.click(within(dialog).getByRole('button', { name: '確認綁定' }));
    expect(bound).toHaveLength(0);
    await user.type(code, '456');
    expect(code).toHaveValue('123456');
    await user.click(within(dialog).getByRole('button', { name: '確認綁定' }));
    await waitFor(() => expect(bound).toHaveLength(1));
    const submit = within(dialog).getByRole('button', { name: '確認綁定' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(usePopupsStore.getState().open).toEqual({ kind: 'mobileBinding' });
    await user.click(submit);
    await waitFor(() => expect(bound).toHaveLength(2));
    expect(bound[1]?.body).toEqual({ mobile: '912345678', code: '123456', countryCode: '886' });
    await waitFor(() => expect(usePopupsStore.getState().open).toBeNull());
  });
});

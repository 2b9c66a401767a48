import { aUserDetail, aUserInfo } from '@site/contract/testing/users';
import { configure, act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installApi, ok, type MockRequest } from '../../../test/api-mock';
import { errorCatalogue } from '../../../test/site.fixtures';
import { renderWithProviders, resetApp } from '../../../test/render';
import { logIn, sessionRoutes } from '../../../test/session.fixtures';
import { AccountPopupHost } from '../../../app/shell/user/AccountPopupHost';
import { showToast, toast } from '@site/ui/toast-api';
import type * as ToastApi from '@site/ui/toast-api';
import { usePopupsStore } from '../../../shared/stores/popups';
import { cachedUserInfo } from '../../../shared/session/userInfo';
import { useSettingsStore } from '../../../shared/stores/settings';

// Lazy chunks load on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

// The real toasts, watched: the avatar's success message and the code's "sent" are checked word for word.
vi.mock('@site/ui/toast-api', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastApi>();
  return { ...actual, showToast: vi.fn(actual.showToast), toast: { ...actual.toast, success: vi.fn(actual.toast.success) } };
});

const AVATARS = ['/assets/avatar/1.svg', '/assets/avatar/2.svg', '/assets/avatar/3.svg'];
const COUNTRIES = [
  { countryCode: '886', nameCn: '台灣', regex: '^09\\d{8}$', isDisplay: true, isDefault: true, isBlocked: false },
  { countryCode: '66', nameCn: '泰國', regex: '^0[689]\\d{8}$', isDisplay: true, isDefault: false, isBlocked: false },
];

function open(kind: 'avatar' | 'appearance' | 'mobileBinding') {
  const { client } = renderWithProviders(<AccountPopupHost />);
  act(() => usePopupsStore.getState().openPopup({ kind }));
  return client;
}

describe('account popups (SPEC 2, 4)', () => {
  beforeEach(async () => {
    await resetApp();
    logIn(aUserInfo({ avatar: AVATARS[1] }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('avatar: confirming the current avatar saves nothing; another one is saved with a toast', async () => {
    const user = userEvent.setup();
    const saved: MockRequest[] = [];
    let avatar = AVATARS[1] as string;
    installApi({
      ...sessionRoutes(),
      'GET /api/v1/user/info': () => ok(aUserInfo({ avatar })),
      'GET /api/v1/config/avatar/urls': () => ok(AVATARS),
      'PUT /api/v1/user/detail': (r) => {
        saved.push(r);
        avatar = AVATARS[2] as string;
        return ok(aUserDetail({ telephone: '', hasTelephone: false, avatar }));
      },
    });
    const client = open('avatar');
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
    // The header reads the user-info query: it has the new avatar.
    expect(cachedUserInfo(client)?.avatar).toBe(AVATARS[2]);
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

  it('mobile binding (shared code field): checks the number, sends a type-2 code, counts 60 s down, shows a refused code at its field, binds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
    const sent: MockRequest[] = [];
    const bound: MockRequest[] = [];
    installApi({
      ...sessionRoutes(),
      'GET /api/v1/message/countryCode': () => ok(COUNTRIES),
      'GET /api/v1/platform/process-data': () => ok({ loginCaptcha: false, registerCaptcha: false, smsCaptcha: false }),
      'GET /api/v1/validation/voice/check': () => ok(false),
      'POST /api/v1/validation/sms': (r) => {
        sent.push(r);
        return ok({ uuid: 'u1', countdown: 60 });
      },
      'PUT /api/v1/user/security/mobile/binding': (r) => {
        bound.push(r);
        return bound.length === 1 ? fail(400, '012006', 'wrong code') : ok(null);
      },
      // The catalogue's words for 012006 (SPEC 8), in the language asked.
      'GET /api/v1/basics/errorCode/version': () =>
        ok({ ...errorCatalogue('b'), errorCodes: [...errorCatalogue('b').errorCodes, { errorCode: '012006', httpStatus: 400, description: '驗證碼錯誤或已失效', defaultDesc: 'Wrong code', showType: 1 }] }),
    });
    open('mobileBinding');
    const dialog = await screen.findByRole('dialog', { name: '綁定手機號碼' });
    const phone = await within(dialog).findByRole('textbox', { name: '手機號碼' });
    const send = within(dialog).getByRole('button', { name: '發送驗證碼' });
    await user.type(phone, '0812');
    await user.click(send);
    expect(phone).toHaveAccessibleDescription('請輸入有效的手機號碼');
    expect(sent).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '0912-345-678');
    expect(phone).toHaveValue('0912345678');
    await user.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ requestType: 2, countryCode: '886', mobile: '0912345678' });
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith('驗證碼已發送到手機號0912***678');
    expect(await within(dialog).findByRole('button', { name: '60 秒後重發' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(within(dialog).getByRole('button', { name: '1 秒後重發' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(within(dialog).getByRole('button', { name: '重新發送' })).toBeEnabled();

    const code = within(dialog).getByRole('textbox', { name: '驗證碼' });
    await user.type(code, '12a3');
    await user.click(within(dialog).getByRole('button', { name: '確認綁定' }));
    expect(bound).toHaveLength(0);
    await user.type(code, '456');
    expect(code).toHaveValue('123456');
    await user.click(within(dialog).getByRole('button', { name: '確認綁定' }));
    await waitFor(() => expect(bound).toHaveLength(1));
    // The server's word for a wrong code, at the code field; the popup stays.
    await waitFor(() => expect(code).toHaveAccessibleDescription('驗證碼錯誤或已失效'));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'mobileBinding' });
    const submit = within(dialog).getByRole('button', { name: '確認綁定' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(bound).toHaveLength(2));
    expect(bound[1]?.body).toEqual({ mobile: '0912345678', code: '123456', countryCode: '886' });
    await waitFor(() => expect(usePopupsStore.getState().open).toBeNull());
  });
});

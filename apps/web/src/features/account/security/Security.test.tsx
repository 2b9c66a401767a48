import { aUserDetail } from '@site/contract/testing/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast, toast } from '@site/ui/toast-api';
import type * as ToastApi from '@site/ui/toast-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/api-mock';
import { resetApp, testLocation } from '../../../test/render';
import { accountRoutes, bodiesTo, renderAccount } from '../testing';

vi.mock('@site/ui/toast-api', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastApi>();
  return { ...actual, showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } };
});

describe('my account: withdrawal password, protection, SMS verification (SPEC 4, 5)', () => {
  beforeEach(async () => {
    await resetApp();
    vi.mocked(showToast).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the withdrawal-password dialog from ?openDialog=popupWithDrawPwdBind and sets it once (6 digits, not a run or repeat, twice)', async () => {
    const user = userEvent.setup();
    let bound = false;
    const { api } = await renderAccount(
      '/mine/account?openDialog=popupWithDrawPwdBind',
      accountRoutes(aUserDetail(), {
        'GET /api/v1/user/security/withdrawPassword/isBinding': () => ok(bound),
        'PUT /api/v1/user/security/withdrawPassword': () => {
          bound = true;
          return ok(null);
        },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '設定託售密碼' });
    const password = within(dialog).getByLabelText('託售密碼');
    await user.type(password, '12a3456');
    expect(password).toHaveValue('123456');
    await user.type(within(dialog).getByLabelText('確認託售密碼'), '123456');
    await user.click(within(dialog).getByRole('button', { name: '確認設定' }));
    // A run of digits is refused with the reason, before anything is sent (issue 34).
    expect(password).toHaveAccessibleDescription('託售密碼不能是連續或重複的數字（如123456、111111、121212），請換一組');
    expect(within(dialog).getByLabelText('確認託售密碼')).not.toHaveAccessibleDescription(/連續或重複/);
    await user.clear(password);
    await user.type(password, '135790');
    await user.click(within(dialog).getByRole('button', { name: '確認設定' }));
    expect(password).not.toHaveAccessibleDescription(/連續或重複/);
    expect(within(dialog).getByLabelText('確認託售密碼')).toHaveAccessibleDescription('兩次輸入的密碼不相符');
    await user.clear(within(dialog).getByLabelText('確認託售密碼'));
    await user.type(within(dialog).getByLabelText('確認託售密碼'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '確認設定' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(api.requests, 'PUT /api/v1/user/security/withdrawPassword')).toEqual([{ withdrawPassword: '135790', confirmWithdrawPassword: '135790' }]);
    expect(testLocation()).toBe('/mine/account');
    // The success is told even though the fresh status unmounts the dialog (it is shown only while none is set).
    expect(showToast).toHaveBeenCalledWith('託售密碼設定成功', { kind: 'success' });
    const security = screen.getByRole('region', { name: '帳號安全' });
    // Set once (SPEC 4): no set button any more, the reset is a dialog of its own.
    expect(await within(security).findByRole('button', { name: '重設託售密碼' })).toBeInTheDocument();
    expect(within(security).queryByRole('button', { name: '設定託售密碼' })).not.toBeInTheDocument();
  });

  it('does not reopen the set dialog once a withdrawal password is set', async () => {
    await renderAccount('/mine/account?openDialog=popupWithDrawPwdBind', accountRoutes(aUserDetail({ hasWithdrawPassword: true })));
    const security = await screen.findByRole('region', { name: '帳號安全' });
    expect(await within(security).findByRole('button', { name: '重設託售密碼' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resets the withdrawal password by phone code (type 7)', async () => {
    const user = userEvent.setup();
    const { api } = await renderAccount(
      '/mine/account',
      accountRoutes(aUserDetail({ hasWithdrawPassword: true }), { 'PUT /api/v1/user/security/withdrawPassword/resetByPhone': () => ok(null) }),
    );
    const security = await screen.findByRole('region', { name: '帳號安全' });
    await user.click(await within(security).findByRole('button', { name: '重設託售密碼' }));
    const dialog = await screen.findByRole('dialog', { name: '重設託售密碼' });
    expect(within(dialog).getByRole('radio', { name: '使用手機驗證碼' })).toBeChecked();
    // No number to type: the masked bound one is shown and the body has no mobile.
    expect(within(dialog).getByText('驗證碼將發送至 +886 0912***678')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(bodiesTo(api.requests, 'POST /api/v1/validation/sms')).toStrictEqual([{ requestType: 7, countryCode: '886' }]));
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith('驗證碼已發送到手機號0912***678');
    expect(await within(dialog).findByRole('button', { name: '60 秒後重發' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: '驗證碼' }), '246810');
    await user.type(within(dialog).getByLabelText('新託售密碼'), '111111');
    await user.type(within(dialog).getByLabelText('確認新託售密碼'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '確認重設' }));
    expect(within(dialog).getByLabelText('新託售密碼')).toHaveAccessibleDescription('託售密碼不能是連續或重複的數字（如123456、111111、121212），請換一組');
    await user.clear(within(dialog).getByLabelText('新託售密碼'));
    await user.type(within(dialog).getByLabelText('新託售密碼'), '135790');
    await user.click(within(dialog).getByRole('button', { name: '確認重設' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(api.requests, 'PUT /api/v1/user/security/withdrawPassword/resetByPhone')).toEqual([
      { withdrawPassword: '135790', confirmWithdrawPassword: '135790', code: '246810', uuid: 'code-1' },
    ]);
    expect(showToast).toHaveBeenCalledWith('託售密碼重設成功', { kind: 'success' });
  });

  it('with withdrawal protection on, the reset by login password is not offered', async () => {
    await renderAccount('/mine/account?openDialog=popupWithDrawPwdReset', accountRoutes(aUserDetail({ hasWithdrawPassword: true, withdrawProtect: true })));
    const dialog = await screen.findByRole('dialog', { name: '重設託售密碼' });
    expect(within(dialog).getByRole('radio', { name: '使用登入密碼' })).toBeDisabled();
    expect(within(dialog).getByText('已開啟託售保護，只能使用手機驗證碼重設')).toBeInTheDocument();
  });

  it('turns withdrawal protection off with the login password, and the switch follows', async () => {
    const user = userEvent.setup();
    let player = aUserDetail({ hasWithdrawPassword: true, withdrawProtect: true });
    const { api } = await renderAccount(
      '/mine/account',
      accountRoutes(player, {
        'GET /api/v1/user/detail': () => ok(player),
        'PUT /api/v1/user/security/withdrawProtect': () => {
          player = { ...player, withdrawProtect: false };
          return ok(null);
        },
      }),
    );
    const security = await screen.findByRole('region', { name: '帳號安全' });
    await user.click(within(security).getByRole('button', { name: '關閉託售保護' }));
    const dialog = await screen.findByRole('dialog', { name: '關閉託售保護' });
    await user.click(within(dialog).getByRole('button', { name: '確認關閉' }));
    expect(within(dialog).getByLabelText('登入密碼')).toHaveAccessibleDescription('請輸入登入密碼');
    await user.type(within(dialog).getByLabelText('登入密碼'), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: '確認關閉' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(api.requests, 'PUT /api/v1/user/security/withdrawProtect')).toEqual([{ enabled: false, pwd: 'abc12345' }]);
    expect(await within(security).findByRole('button', { name: '開啟託售保護' })).toBeInTheDocument();
  });

  it('switches SMS verification on with a code to the bound phone (type 8)', async () => {
    const user = userEvent.setup();
    const { api } = await renderAccount('/mine/account?openDialog=popupSmsVerify', accountRoutes(aUserDetail(), { 'PUT /api/v1/user/security/smsVerify': () => ok(null) }));
    const dialog = await screen.findByRole('dialog', { name: '開啟簡訊驗證' });
    expect(within(dialog).getByText('驗證碼將發送至 +886 0912***678')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(bodiesTo(api.requests, 'POST /api/v1/validation/sms')).toStrictEqual([{ requestType: 8, countryCode: '886' }]));
    await user.type(within(dialog).getByRole('textbox', { name: '驗證碼' }), '112233');
    await user.click(within(dialog).getByRole('button', { name: '確認開啟' }));
    await waitFor(() => expect(bodiesTo(api.requests, 'PUT /api/v1/user/security/smsVerify')).toEqual([{ enabled: true, code: '112233', uuid: 'code-1' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

import { aUserDetail } from '@site/contract/testing/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast, toast } from '@site/ui/toast-api';
import type * as ToastApi from '@site/ui/toast-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/api-mock';
import { resetApp } from '../../../test/render';
import { accountRoutes, bodiesTo, renderAccount } from '../testing';
import { keepPendingChange } from './pendingChange';

vi.mock('@site/ui/toast-api', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastApi>();
  return { ...actual, showToast: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } };
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('my account: phone (SPEC 4)', () => {
  beforeEach(async () => {
    await resetApp();
    vi.mocked(showToast).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the bound number masked; a number not bound offers the binding', async () => {
    await renderAccount('/mine/account', accountRoutes(aUserDetail({ hasTelephone: false, telephone: '' })));
    const phone = await screen.findByRole('region', { name: '手機號碼' });
    expect(within(phone).getByText('未綁定')).toBeInTheDocument();
    await userEvent.setup().click(within(phone).getByRole('button', { name: '綁定' }));
    expect(await screen.findByRole('dialog', { name: '綁定手機號碼' })).toBeInTheDocument();
  });

  it('changes the number in two steps: the old one proves itself, then the new one is bound; the unfinished change is flagged', async () => {
    const user = userEvent.setup();
    let player = aUserDetail();
    const { api } = await renderAccount(
      '/mine/account',
      accountRoutes(player, {
        'GET /api/v1/user/detail': () => ok(player),
        'PUT /api/v1/user/security/mobile/verify-old': () => {
          player = { ...player, phoneChangePending: true };
          return ok({ uuid: 'step-1', expiresAt: inAnHour() });
        },
        'PUT /api/v1/user/security/mobile': () => {
          player = { ...player, telephone: '0987***321', phoneChangePending: false };
          return ok(null);
        },
      }),
    );
    const phone = await screen.findByRole('region', { name: '手機號碼' });
    expect(within(phone).getByText('+886 0912***678')).toBeInTheDocument();
    await user.click(within(phone).getByRole('button', { name: '更換' }));
    let dialog = await screen.findByRole('dialog', { name: '更換手機號碼' });
    expect(within(dialog).getByText('1. 驗證原手機號碼')).toHaveAttribute('aria-current', 'step');
    // The code goes to the bound number, shown masked: nothing to type, the body has no mobile.
    expect(within(dialog).getByText('驗證碼將發送至 +886 0912***678')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: '手機號碼' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(bodiesTo(api.requests, 'POST /api/v1/validation/sms')).toStrictEqual([{ requestType: 5, countryCode: '886' }]));
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith('驗證碼已發送到手機號0912***678');
    await user.type(within(dialog).getByRole('textbox', { name: '驗證碼' }), '111111');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));

    await waitFor(() => expect(within(dialog).getByText('2. 綁定新手機號碼')).toHaveAttribute('aria-current', 'step'));
    expect(bodiesTo(api.requests, 'PUT /api/v1/user/security/mobile/verify-old')).toEqual([{ code: '111111' }]);
    // Closed half way: the change is flagged until it is completed, and "continue" resumes at step 2.
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(await within(phone).findByText('更換未完成')).toBeInTheDocument();
    await user.click(within(phone).getByRole('button', { name: '繼續更換' }));
    dialog = await screen.findByRole('dialog', { name: '更換手機號碼' });
    expect(within(dialog).getByText('2. 綁定新手機號碼')).toHaveAttribute('aria-current', 'step');
    await user.type(within(dialog).getByRole('textbox', { name: '手機號碼' }), '0987654321');
    await user.click(within(dialog).getByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(bodiesTo(api.requests, 'POST /api/v1/validation/sms')).toHaveLength(2));
    expect(bodiesTo(api.requests, 'POST /api/v1/validation/sms')[1]).toEqual({ requestType: 2, countryCode: '886', mobile: '0987654321' });
    await user.type(within(dialog).getByRole('textbox', { name: '驗證碼' }), '222222');
    await user.click(within(dialog).getByRole('button', { name: '確認更換' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(api.requests, 'PUT /api/v1/user/security/mobile')).toEqual([{ uuid: 'step-1', mobile: '0987654321', code: '222222', countryCode: '886' }]);
    expect(showToast).toHaveBeenCalledWith('手機號碼更換成功', { kind: 'success' });
    expect(await within(phone).findByText('+886 0987***321')).toBeInTheDocument();
    expect(within(phone).queryByText('更換未完成')).not.toBeInTheDocument();
  });

  it('a step 1 gone stale on the server sends the player back to it', async () => {
    keepPendingChange({ uuid: 'old-step', expiresAt: inAnHour() });
    const user = userEvent.setup();
    await renderAccount(
      '/mine/account?openDialog=popupMobileChange',
      accountRoutes(aUserDetail({ phoneChangePending: true }), { 'PUT /api/v1/user/security/mobile': () => ({ status: 400, body: { code: '013010', msg: '請重新驗證原手機號碼', data: null } }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: '更換手機號碼' });
    await user.type(within(dialog).getByRole('textbox', { name: '手機號碼' }), '0987654321');
    await user.type(within(dialog).getByRole('textbox', { name: '驗證碼' }), '222222');
    await user.click(within(dialog).getByRole('button', { name: '確認更換' }));
    await waitFor(() => expect(within(dialog).getByText('1. 驗證原手機號碼')).toHaveAttribute('aria-current', 'step'));
    // Not in this test's catalogue: SPEC 8's default words for an unknown code.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('error: 013010');
  });
});

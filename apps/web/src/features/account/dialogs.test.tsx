import { aUserDetail } from '@site/contract/testing/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../test/api-mock';
import { resetApp, testLocation } from '../../test/render';
import type { UserDetail } from './api/useUserDetail';
import { ACCOUNT_DIALOGS, type AccountDialogName } from './dialogs';
import { accountRoutes, renderAccount } from './testing';

const OPENS: readonly [AccountDialogName, string, Partial<UserDetail>][] = [
  ['popupAvatar', '更換頭像', {}],
  ['popupNickname', '修改暱稱', {}],
  ['popupGender', '設定性別', {}],
  ['popupBirthday', '設定生日', {}],
  ['popupLanguage', '語言設定', {}],
  ['popupAppearance', '外觀設定', {}],
  ['popupIdCard', '身分驗證', {}],
  ['popupMobileBind', '綁定手機號碼', { hasTelephone: false, telephone: '' }],
  ['popupMobileChange', '更換手機號碼', {}],
  ['popupLoginPwd', '修改登入密碼', {}],
  ['popupWithDrawPwdBind', '設定託售密碼', {}],
  ['popupWithDrawPwdReset', '重設託售密碼', { hasWithdrawPassword: true }],
  ['popupWithdrawProtect', '開啟託售保護', {}],
  ['popupSmsVerify', '開啟簡訊驗證', {}],
];

const routes = (over: Partial<UserDetail>) =>
  accountRoutes(aUserDetail(over), { 'GET /api/v1/config/avatar/urls': () => ok(['/assets/avatar/1.svg', '/assets/avatar/2.svg']) });

describe('my account dialogs by name (openDialog, SPEC 2)', () => {
  beforeEach(async () => {
    await resetApp();
  });

  it('every dialog of the screen has a name', () => {
    expect(OPENS.map(([name]) => name).sort()).toEqual(Object.keys(ACCOUNT_DIALOGS).sort());
  });

  it.each(OPENS)('?openDialog=%s opens %s; closing takes the name out of the address', async (name, title, over) => {
    const user = userEvent.setup();
    await renderAccount(`/mine/account?openDialog=${name}`, routes(over));
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: '關閉' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(testLocation()).toBe('/mine/account');
  });

  it('ends with the area’s own pages, each a card that links to it (the address book, from its address)', async () => {
    await renderAccount('/mine/account', routes({}));
    const card = await screen.findByRole('region', { name: '收貨地址' });
    expect(within(card).getByRole('link', { name: '管理地址' })).toHaveAttribute('href', '/mine/account/address');
    const devices = screen.getByRole('region', { name: '登入裝置' });
    expect(within(devices).getByRole('link', { name: '管理裝置' })).toHaveAttribute('href', '/mine/account/sessions');
    const passkeys = screen.getByRole('region', { name: '通行密鑰' });
    expect(within(passkeys).getByRole('link', { name: '管理通行密鑰' })).toHaveAttribute('href', '/mine/account/passkeys');
  });

  it('is driven by the keyboard: the section menu, a row button, Escape back to it', async () => {
    const user = userEvent.setup();
    await renderAccount('/mine/account', routes({}));
    const menu = await screen.findByRole('navigation', { name: '帳號設定項目' });
    expect(within(menu).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '#account-profile',
      '#account-identity',
      '#account-phone',
      '#account-password',
      '#account-security',
      '#account-address',
      '#account-sessions',
      '#account-passkeys',
      '#account-twoFactor',
    ]);
    const button = screen.getByRole('button', { name: '修改登入密碼' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: '修改登入密碼' })).toBeInTheDocument();
    expect(testLocation()).toBe('/mine/account?openDialog=popupLoginPwd');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: '修改登入密碼' })).toHaveFocus());
  });
});

import { aUserInfo } from '@site/contract/testing/users';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installApi } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import { logIn, sessionRoutes } from '../../../test/session.fixtures';
import { browser } from '../../../shared/session/browser';
import { useSessionStore } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { DialogHost } from '../DialogHost';
import { SideMenu } from '../SideMenu';

// Lazy chunks load on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

async function openMenu() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SideMenu />
      <DialogHost />
    </>,
  );
  await user.click(await screen.findByRole('button', { name: '開啟選單' }));
  return { user, dialog: await screen.findByRole('dialog', { name: '選單' }) };
}

describe('side menu when logged in (SPEC 2)', () => {
  beforeEach(async () => {
    await resetApp();
    logIn(aUserInfo({ nickname: '試玩玩家', vipName: 'VIP 3' }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the user state and the wallet shortcuts instead of the visitor welcome', async () => {
    installApi(sessionRoutes());
    const { dialog } = await openMenu();
    const member = await within(dialog).findByRole('region', { name: '會員資訊' });
    expect(within(member).getByText('您好，試玩玩家')).toBeInTheDocument();
    expect(within(member).getByText('demo01')).toBeInTheDocument();
    expect(within(member).getByText('VIP3')).toBeInTheDocument();
    const wallet = await within(dialog).findByRole('navigation', { name: '錢包捷徑' });
    expect(within(wallet).getAllByRole('link').map((a) => a.textContent)).toEqual(['儲值', '託售', '轉帳']);
    expect(within(dialog).queryByText('歡迎光臨')).not.toBeInTheDocument();
  });

  it("links the player to each of their own pages once, from the drawer's member links (SideMenu.test.tsx: the whole list)", async () => {
    installApi(sessionRoutes());
    const { dialog } = await openMenu();
    const mine = await within(dialog).findByRole('navigation', { name: '會員專區' });
    expect(within(mine).getByRole('link', { name: '我的帳號' })).toHaveAttribute('href', '/mine/account');
    for (const name of ['我的帳號', 'VIP 會員', '投注紀錄', '我的錢包', '資金明細', '訊息中心', '負責任博彩設定']) {
      expect(within(dialog).getAllByRole('link', { name }), name).toHaveLength(1);
    }
  });

  it('frontend type 2 keeps only transfer', async () => {
    installApi(sessionRoutes());
    useSettingsStore.setState({ frontendType: 2 });
    const { dialog } = await openMenu();
    const wallet = await within(dialog).findByRole('navigation', { name: '錢包捷徑' });
    expect(within(wallet).getAllByRole('link').map((a) => a.textContent)).toEqual(['轉帳']);
  });

  it('logout closes the drawer and asks; confirming logs out', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { requests } = installApi(sessionRoutes());
    const { user, dialog } = await openMenu();
    await user.click(await within(dialog).findByRole('button', { name: '登出' }));
    const ask = await screen.findByRole('dialog', { name: '溫馨提示' });
    expect(screen.queryByRole('dialog', { name: '選單' })).not.toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: '登出' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/v1/user/logout')).toBe(true);
  });
});

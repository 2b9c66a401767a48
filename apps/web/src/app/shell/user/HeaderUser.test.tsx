import { aUserInfo } from '@site/contract/testing/users';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installApi } from '../../../test/api-mock';
import { renderWithProviders, resetApp, testLocation } from '../../../test/render';
import { logIn, sessionRoutes } from '../../../test/session.fixtures';
import { browser } from '../../../shared/session/browser';
import { stopHeartbeat } from '../../../shared/session/heartbeat';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSessionStore } from '../../../shared/stores/session';
import { DialogHost } from '../DialogHost';
import { Header } from '../Header';
import SessionEffects from './SessionEffects';

// Lazy chunks load on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

function renderHeader(path = '/mine/vip') {
  return renderWithProviders(
    <>
      <Header />
      <DialogHost />
    </>,
    { path },
  );
}

describe('header when logged in (SPEC 2)', () => {
  beforeEach(async () => {
    await resetApp();
  });
  afterEach(() => {
    stopHeartbeat();
    vi.restoreAllMocks();
  });

  it('shows finance buttons, messages with the unread count, the VIP name and the user menu', async () => {
    installApi(sessionRoutes(aUserInfo({ vipName: '特邀VIP' }), 3));
    logIn(aUserInfo({ vipName: '特邀VIP' }));
    renderHeader();
    expect(await screen.findByRole('button', { name: '用戶中心' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: '儲值' })).toHaveAttribute('href', '/finance/recharge');
    expect(screen.getByRole('link', { name: '託售' })).toHaveAttribute('href', '/finance/withdraw');
    expect(screen.getByRole('link', { name: '轉帳' })).toHaveAttribute('href', '/finance/transfer');
    expect(await screen.findByRole('link', { name: '訊息中心，3 則未讀' })).toHaveAttribute('href', '/mine/notification/announcement');
    expect(screen.getAllByText('特邀VIP')[0]).toBeVisible();
  });

  it('caps the unread badge at 99', async () => {
    installApi(sessionRoutes(aUserInfo(), 250));
    logIn();
    renderHeader();
    const messages = await screen.findByRole('link', { name: '訊息中心，99+ 則未讀' });
    expect(within(messages).getByText('99+')).toBeInTheDocument();
  });

  it('shows no badge with nothing unread', async () => {
    installApi(sessionRoutes(aUserInfo(), 0));
    logIn();
    renderHeader();
    const messages = await screen.findByRole('link', { name: '訊息中心' });
    await waitFor(() => expect(messages.textContent).toBe(''));
  });

  it('hides recharge and withdraw for frontend type 2; transfer and messages stay', async () => {
    installApi(sessionRoutes(aUserInfo({ frontendType: 2 })));
    // The user's type alone (no frontendType in the address): derived from the user info.
    logIn(aUserInfo({ frontendType: 2 }));
    renderHeader();
    expect(await screen.findByRole('link', { name: '轉帳' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^訊息中心/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '儲值' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '託售' })).not.toBeInTheDocument();
  });

  it("the user menu links to the player's own pages (their declarations, as the side menu) and opens the popups", async () => {
    const user = userEvent.setup();
    installApi(sessionRoutes());
    logIn();
    renderHeader('/');
    const button = await screen.findByRole('button', { name: '用戶中心' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: '用戶中心選單' });
    const links = within(menu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['我的帳號', '/mine/account'],
      ['VIP 會員', '/mine/vip'],
      ['我的錢包', '/finance/wallet'],
      ['交易明細', '/finance/passbook'],
      ['投注記錄', '/mine/betRecord'],
      ['我的最愛', '/favorite'],
      ['負責任博彩設定', '/mine/protection'],
      ['訊息中心', '/mine/notification/announcement'],
    ]);
    expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual(['綁定手機號碼', '更換頭像', '外觀設定', '登出']);
    await user.click(within(menu).getByRole('button', { name: '更換頭像' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'avatar' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(within(menu).getByRole('link', { name: '投注記錄' }));
    expect(testLocation()).toBe('/mine/betRecord');
  });

  it('logout asks first; cancel keeps the session, confirm logs out and shows the visitor header', async () => {
    const user = userEvent.setup();
    vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { requests } = installApi(sessionRoutes());
    logIn();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: '用戶中心' }));
    await user.click(screen.getByRole('button', { name: '登出' }));
    let dialog = await screen.findByRole('dialog', { name: '溫馨提示' });
    expect(within(dialog).getByText('確定要登出嗎？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSessionStore.getState().token).toBe('T1');

    await user.click(screen.getByRole('button', { name: '用戶中心' }));
    await user.click(screen.getByRole('button', { name: '登出' }));
    dialog = await screen.findByRole('dialog', { name: '溫馨提示' });
    await user.click(within(dialog).getByRole('button', { name: '登出' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(requests.some((r) => r.url.pathname === '/api/v1/user/logout')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: '用戶中心' })).not.toBeInTheDocument());
  });

  it('a token from the address (no user yet) loads the user info; another tab logging out drops to visitor', async () => {
    const { requests } = installApi(sessionRoutes(aUserInfo({ nickname: '網址玩家' })));
    useSessionStore.setState({ token: 'T-address' });
    renderWithProviders(
      <>
        <Header />
        <SessionEffects />
      </>,
    );
    const button = await screen.findByRole('button', { name: '用戶中心' });
    await userEvent.setup().click(button);
    expect(await screen.findByText('網址玩家')).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/v1/user/info')?.headers.token).toBe('T-address');
    window.dispatchEvent(new StorageEvent('storage', { key: 'site.session', newValue: null }));
    await waitFor(() => expect(button).not.toBeInTheDocument());
  });
});

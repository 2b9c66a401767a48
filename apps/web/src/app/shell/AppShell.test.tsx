import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, installApi, ok } from '../../test/api-mock';
import { renderWithProviders, resetApp, testLocation } from '../../test/render';
import { usePopupsStore } from '../../shared/stores/popups';
import { useSettingsStore } from '../../shared/stores/settings';
import { authRoutes } from '../../features/auth/testing';
import { loginResult, logIn, sessionRoutes } from '../../test/session.fixtures';
import { stopHeartbeat } from '../../shared/session/heartbeat';
import { AppShell } from './AppShell';

describe('app shell', () => {
  beforeEach(async () => {
    await resetApp();
  });

  it('puts the appearance on <html> as the dark or light class', async () => {
    installApi();
    const user = userEvent.setup();
    renderWithProviders(<AppShell />);
    const select = await screen.findByRole('combobox', { name: '外觀' });
    await user.selectOptions(select, 'light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    await user.selectOptions(select, 'dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    // "device": neither class, the stylesheet follows the device as on the server's page (no restyle at start).
    await user.selectOptions(select, 'device');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
  });

  it('reads frontendType and tab=register from the query on any page', async () => {
    installApi();
    renderWithProviders(<AppShell />, { path: '/stationary/agency?frontendType=2&tab=register' });
    // The auth feature turns the pending request into the login popup (frontend type 2: account login only).
    expect(await screen.findByRole('dialog', { name: '會員登入' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '代理加盟', hidden: true })).toBeInTheDocument();
    expect(useSettingsStore.getState().frontendType).toBe(2);
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'register' });
    expect(usePopupsStore.getState().pendingAuth).toBeNull();
  });

  it('shows the customer-service button, which goes to /service', async () => {
    installApi();
    const user = userEvent.setup();
    renderWithProviders(<AppShell />, { path: '/stationary/agency' });
    await user.click(await screen.findByRole('link', { name: '線上客服' }));
    expect(await screen.findByRole('heading', { level: 1, name: '客服中心' })).toBeInTheDocument();
  });

  it('hides header, footer and go-to-top on /ccGamePreparePage', async () => {
    installApi();
    renderWithProviders(<AppShell />, { path: '/ccGamePreparePage' });
    expect(await screen.findByRole('heading', { level: 1, name: '遊戲載入中' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '遊戲選單' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '線上客服' })).not.toBeInTheDocument();
  });

  it('goes to the maintenance screen on a 503 and shows the expected window', async () => {
    installApi({
      'GET /api/v1/game/type': () => fail(503, '000503', 'maintenance', { startTime: '2025-03-01T02:00:00Z', endTime: '2025-03-01T04:30:00Z' }),
      'GET /maintain': () => ({ status: 200, body: { code: '000000', msg: 'ok', data: { maintaining: true, startTime: null, endTime: null } } }),
    });
    renderWithProviders(<AppShell />);
    expect(await screen.findByRole('heading', { level: 1, name: '系統維護中' })).toBeInTheDocument();
    expect(testLocation()).toBe('/situation/503');
    const start = new Date('2025-03-01T02:00:00Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${start.getFullYear()}/${pad(start.getMonth() + 1)}/${pad(start.getDate())} ${pad(start.getHours())}:${pad(start.getMinutes())}:00`;
    expect(screen.getByText(new RegExp(local))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首頁' })).toHaveAttribute('href', '/');
  });

  it('a 401 shows the 溫馨提示 modal with a close button and goes home', async () => {
    installApi({ 'GET /api/v1/app/last/version': () => fail(401, '001005', 'expired') });
    const user = userEvent.setup();
    renderWithProviders(<AppShell />, { path: '/stationary/app-download' });
    const dialog = await screen.findByRole('dialog', { name: '溫馨提示' });
    expect(dialog).toHaveTextContent('登入已逾時，請重新登入');
    await waitFor(() => expect(testLocation()).toBe('/'));
    await user.click(screen.getByRole('button', { name: '關閉' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an expired session on a player\'s page: 溫馨提示, home, then the login popup, and logging in leads back to the page', async () => {
    let unread = 0;
    installApi({
      ...authRoutes(),
      ...sessionRoutes(),
      // The header's first call learns that the session has expired; after logging in again, calls succeed.
      'POST /api/v1/message/center/unread/count': () => (++unread === 1 ? fail(401, '001003', 'expired') : ok({ total: 0, sysNotice: 0, transNotice: 0, letter: 0, opNotice: 0 })),
      'POST /api/v1/user/login': () => ok(loginResult()),
    });
    logIn();
    const user = userEvent.setup();
    // The browser's address, which the API client reads (the test's router keeps its own).
    window.history.replaceState(null, '', '/mine/betRecord');
    renderWithProviders(<AppShell />, { path: '/mine/betRecord' });
    const notice = await screen.findByRole('dialog', { name: '溫馨提示' });
    await waitFor(() => expect(testLocation()).toBe('/'));
    // One dialog at a time: the login popup waits for the notice to be closed.
    expect(screen.queryByRole('dialog', { name: '會員登入' })).toBeNull();
    await user.click(within(notice).getByRole('button', { name: '關閉' }));
    const login = await screen.findByRole('dialog', { name: '會員登入' }, { timeout: 5000 });
    await user.type(within(login).getByRole('textbox', { name: '帳號' }), 'demo01');
    await user.type(within(login).getByLabelText('密碼'), 'demo1234');
    await user.click(within(login).getByRole('button', { name: '登入' }));
    await waitFor(() => expect(testLocation()).toBe('/mine/betRecord'));
    expect(screen.queryByRole('dialog', { name: '會員登入' })).toBeNull();
    stopHeartbeat();
    window.history.replaceState(null, '', '/');
  });
});

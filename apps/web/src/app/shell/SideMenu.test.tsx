import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installApi } from '../../test/api-mock';
import { renderWithProviders, resetApp, testLocation } from '../../test/render';
import { usePopupsStore } from '../../shared/stores/popups';
import { useSessionStore } from '../../shared/stores/session';
import { useSettingsStore } from '../../shared/stores/settings';
import { SideMenu } from './SideMenu';
import { eachPage } from '../pages';
import { playerOwnedPages } from './playerMenu';

async function openMenu() {
  const user = userEvent.setup();
  renderWithProviders(<SideMenu />);
  const toggle = await screen.findByRole('button', { name: '開啟選單' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  const dialog = await screen.findByRole('dialog', { name: '選單' });
  const nav = within(dialog).getByRole('navigation', { name: '網站導覽' });
  return { user, toggle, dialog, links: within(nav).getAllByRole('link').map((a) => a.textContent) };
}

/** The player's own links, once logged in (they load with the drawer). */
async function playerNav(dialog: HTMLElement) {
  return within(dialog).findByRole('navigation', { name: '會員專區' });
}

describe('side menu per brand (DESIGN 6)', () => {
  it('jade: invite friends, agency, official media, about us, help centre', async () => {
    await resetApp({ brand: 'jade' });
    installApi();
    const { links } = await openMenu();
    expect(links).toEqual(['邀請好友', '代理加盟', '官方媒體', '關於我們', '幫助中心']);
  });

  it('pearl: invite friends and help centre only', async () => {
    await resetApp({ brand: 'pearl' });
    installApi();
    const { links } = await openMenu();
    expect(links).toEqual(['邀請好友', '幫助中心']);
  });

  it('amber: as jade, without invite friends for frontend type 2', async () => {
    await resetApp({ brand: 'amber' });
    installApi();
    useSettingsStore.setState({ frontendType: 2 });
    const { links } = await openMenu();
    expect(links).toEqual(['代理加盟', '官方媒體', '關於我們', '幫助中心']);
  });

  it('offers a visitor the language and appearance choices (the phone header has no room for them)', async () => {
    await resetApp({ brand: 'jade' });
    installApi();
    const { dialog } = await openMenu();
    expect(within(dialog).getByRole('combobox', { name: '語言' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: '外觀' })).toBeInTheDocument();
  });

  it('pearl: a visitor gets no language choice, as in the header', async () => {
    await resetApp({ brand: 'pearl' });
    installApi();
    const { dialog } = await openMenu();
    expect(within(dialog).queryByRole('combobox', { name: '語言' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: '外觀' })).toBeInTheDocument();
  });

  it('asks a visitor to log in before invite friends, and keeps the page to open after login', async () => {
    await resetApp({ brand: 'jade' });
    installApi();
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('link', { name: '邀請好友' }));
    expect(usePopupsStore.getState()).toMatchObject({ open: { kind: 'login' }, pendingActivity: '/activity/detail/InviteFriends/NTD' });
    expect(testLocation()).toBe('/');
  });

  it('takes a player straight to invite friends', async () => {
    await resetApp({ brand: 'jade' });
    installApi();
    useSessionStore.setState({ token: 'token-1' });
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('link', { name: '邀請好友' }));
    expect(usePopupsStore.getState().open).toBeNull();
    expect(testLocation()).toBe('/activity/detail/InviteFriends/NTD');
  });

  it("a player's own pages come first, from their page declarations, each with its icon; a visitor is not offered them", async () => {
    await resetApp({ brand: 'pearl' });
    installApi();
    useSessionStore.setState({ token: 'token-1' });
    const { user, dialog, links } = await openMenu();
    expect(links).toEqual(['邀請好友', '幫助中心']);
    const nav = await playerNav(dialog);
    const own = within(nav).getAllByRole('link');
    expect(own.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['我的帳號', '/mine/account'],
      ['VIP 會員', '/mine/vip'],
      ['我的錢包', '/finance/wallet'],
      ['資金明細', '/finance/passbook'],
      ['投注紀錄', '/mine/betRecord'],
      ['我的最愛', '/favorite'],
      ['負責任博彩設定', '/mine/protection'],
      ['訊息中心', '/mine/notification/announcement'],
    ]);
    await user.click(within(nav).getByRole('link', { name: '資金明細' }));
    expect(testLocation()).toBe('/finance/passbook');
  });

  it('shows every item with its icon, a visitor\'s and a player\'s', async () => {
    await resetApp({ brand: 'jade' });
    installApi();
    useSessionStore.setState({ token: 'token-1' });
    const { dialog } = await openMenu();
    await playerNav(dialog);
    const items = within(dialog).getAllByRole('link');
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) expect(item.querySelector('[data-icon] svg path')?.getAttribute('d'), item.textContent ?? '').toMatch(/^M/);
  });

  it('reaches every page a logged-in player owns (declared needsLogin, detail pages with parameters aside): by its own link or its section\'s', async () => {
    await resetApp({ brand: 'jade' });
    installApi();
    useSessionStore.setState({ token: 'token-1' });
    const { dialog } = await openMenu();
    await playerNav(dialog);
    const targets = within(dialog)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href') ?? '');
    const owned = playerOwnedPages();
    expect(owned).toEqual(expect.arrayContaining(['/mine/account', '/mine/notification/trade', '/mine/protection/break', '/finance/passbook']));
    // A section's page links to the pages under it (its tabs, its sub-pages): its menu entry reaches them. A tabbed
    // section's entry opens its first tab (where its index redirects).
    const sections = targets.map((to) => eachPage().find((page) => page.children?.some((child) => child.index && child.redirect === to))?.path ?? to);
    const unreached = owned.filter((path) => !sections.some((section) => path === section || path.startsWith(`${section}/`)));
    expect(unreached).toEqual([]);
  });

  it('offers a visitor no player pages', async () => {
    await resetApp({ brand: 'jade' });
    installApi();
    const { dialog } = await openMenu();
    expect(within(dialog).queryByRole('navigation', { name: '會員專區' })).toBeNull();
  });

  it('closes with its close button and gives focus back to the toggle', async () => {
    await resetApp();
    installApi();
    const { user, toggle, dialog } = await openMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('button', { name: '關閉選單' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});

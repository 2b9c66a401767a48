import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installApi } from '../../test/api-mock';
import { renderWithProviders, resetApp } from '../../test/render';
import { useSessionStore } from '../../shared/stores/session';
import { SETTINGS_STORAGE_KEY } from '../../shared/stores/settings';
import { Header } from './Header';

describe('header', () => {
  beforeEach(async () => {
    await resetApp();
    installApi();
  });

  it('shows hot, each game type present and promotions; a tab opens the Lobby, slots with channel KT', async () => {
    renderWithProviders(<Header />);
    const menu = await screen.findByRole('navigation', { name: '遊戲選單' });
    await within(menu).findByRole('link', { name: '捕魚' });
    const names = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['熱門', '體育', '真人', '電競', '彩票', '棋牌', '電子', '捕魚', '優惠']);
    expect(within(menu).queryByRole('link', { name: '常玩' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: '電子' })).toHaveAttribute('href', '/game/lobby/6/KT');
    expect(within(menu).getByRole('link', { name: '真人' })).toHaveAttribute('href', '/game/lobby/2');
    expect(within(menu).getByRole('link', { name: '熱門' })).toHaveAttribute('href', '/game/lobby');
    expect(within(menu).getByRole('link', { name: '優惠' })).toHaveAttribute('href', '/activity/list');
  });

  it('marks the current game type', async () => {
    renderWithProviders(<Header />, { path: '/game/lobby/6/KT' });
    const slots = await screen.findByRole('link', { name: '電子' });
    expect(slots).toHaveAttribute('aria-current', 'page');
  });

  it('links the logo home with the brand name', async () => {
    renderWithProviders(<Header />);
    expect(await screen.findByRole('link', { name: '翡翠娛樂城 首頁' })).toHaveAttribute('href', '/');
  });

  it('applies and keeps the appearance: dark and light classes on <html>', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const select = await screen.findByRole('combobox', { name: '外觀' });
    await user.selectOptions(select, 'light');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}').state.appearance).toBe('light');
    await user.selectOptions(select, 'dark');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}').state.appearance).toBe('dark');
  });
});

describe('language selector per brand (DESIGN 6)', () => {
  it('jade and amber always show it', async () => {
    for (const brand of ['jade', 'amber'] as const) {
      await resetApp({ brand });
      installApi();
      const { unmount } = renderWithProviders(<Header />);
      expect(await screen.findByRole('combobox', { name: '語言' })).toBeInTheDocument();
      unmount();
    }
  });

  it('pearl shows it only when logged in', async () => {
    await resetApp({ brand: 'pearl' });
    installApi();
    const { unmount } = renderWithProviders(<Header />);
    await screen.findByRole('combobox', { name: '外觀' });
    expect(screen.queryByRole('combobox', { name: '語言' })).not.toBeInTheDocument();
    unmount();
    useSessionStore.setState({ token: 'tok' });
    renderWithProviders(<Header />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '語言' })).toBeInTheDocument());
  });
});

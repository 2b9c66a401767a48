import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installApi, ok } from '../../test/api-mock';
import { renderWithProviders, resetApp } from '../../test/render';
import { loadGameMenuPanel } from '../../features/games';
import { game, logIn } from '../../features/games/games.fixtures';
import { GameMenu } from './GameMenu';

const launch = vi.hoisted(() => vi.fn());
vi.mock('../../features/games/launch', () => ({ useLaunchGame: () => launch }));

/** Sports (1) has two games; slots (6) has more than a dropdown holds, so it lists its channels. */
const games = [
  game(1, { name: 'Sports A', isHot: true, hotLevel: 2 }),
  game(2, { name: 'Sports B', isHot: true, hotLevel: 1 }),
  ...Array.from({ length: 13 }, (_, i) => game(100 + i, { gameType: 6, channelCode: 'KT', name: `Slot ${i}` })),
];

function menuApi(usual: unknown[] = []) {
  return installApi({
    'GET /api/v1/game/list': () => ok(games),
    'GET /api/v1/config/excludeGameCode': () => ok([]),
    'GET /api/v1/game/usual': () => ok(usual),
  });
}

async function menu() {
  const nav = await screen.findByRole('navigation', { name: '遊戲選單' });
  await within(nav).findByRole('link', { name: '捕魚' });
  return nav;
}

describe('header game menu (SPEC 2)', () => {
  beforeEach(async () => {
    await resetApp();
    await loadGameMenuPanel();
    launch.mockReset();
  });

  it('hovering a game type shows a 340 px dropdown of its games; a game opens through the launch flow', async () => {
    const user = userEvent.setup();
    menuApi();
    renderWithProviders(<GameMenu />);
    const nav = await menu();
    const sports = within(nav).getByRole('link', { name: '體育' });
    expect(sports).toHaveAttribute('aria-expanded', 'false');
    await user.hover(sports);
    const dropdown = await screen.findByRole('region', { name: '體育遊戲' });
    expect(sports).toHaveAttribute('aria-expanded', 'true');
    expect(dropdown.parentElement).toHaveStyle({ width: '340px' });
    await user.click(await within(dropdown).findByRole('button', { name: 'Sports A' }));
    expect(launch).toHaveBeenCalledWith(expect.objectContaining({ gameCode: 'G1' }), undefined);
    await user.unhover(sports);
    await waitFor(() => expect(screen.queryByRole('region', { name: '體育遊戲' })).not.toBeInTheDocument());
  });

  it('lists the channels of a type with many games, each opening its Lobby', async () => {
    const user = userEvent.setup();
    menuApi();
    renderWithProviders(<GameMenu />);
    const nav = await menu();
    await user.hover(within(nav).getByRole('link', { name: '電子' }));
    const dropdown = await screen.findByRole('region', { name: '電子遊戲' });
    expect(await within(dropdown).findByRole('link', { name: /KA Slots/ })).toHaveAttribute('href', '/game/lobby/6/KT');
    expect(within(dropdown).getByRole('link', { name: /JDB/ })).toHaveAttribute('href', '/game/lobby/6/JDB');
  });

  it('the hot tab shows the hottest games; ArrowDown opens it from the keyboard and Escape closes it', async () => {
    const user = userEvent.setup();
    menuApi();
    renderWithProviders(<GameMenu />);
    const nav = await menu();
    const hot = within(nav).getByRole('link', { name: '熱門' });
    hot.focus();
    fireEvent.keyDown(hot, { key: 'ArrowDown' });
    const dropdown = await screen.findByRole('region', { name: '熱門遊戲' });
    const first = await within(dropdown).findByRole('button', { name: 'Sports B' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(within(dropdown).getAllByRole('button').map((b) => b.textContent)).toEqual(['Sports B', 'Sports A']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: '熱門遊戲' })).not.toBeInTheDocument();
    expect(hot).toHaveFocus();
  });

  it('shows the usual tab only to a player with usual games, with those games in its dropdown', async () => {
    const user = userEvent.setup();
    logIn();
    menuApi([game(2, { name: 'Sports B' })]);
    renderWithProviders(<GameMenu />);
    const nav = await menu();
    const usual = await within(nav).findByRole('link', { name: '常玩' });
    expect(usual).toHaveAttribute('href', '/?section=usual');
    await user.hover(usual);
    const dropdown = await screen.findByRole('region', { name: '常玩遊戲' });
    expect(await within(dropdown).findByRole('button', { name: 'Sports B' })).toBeInTheDocument();
  });
});

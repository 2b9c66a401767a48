import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installApi, ok } from '../../test/api-mock';
import { renderWithProviders, resetApp } from '../../test/render';
import { usePopupsStore } from '../../shared/stores/popups';
import { patchFavorite, setFavoriteInCaches } from './api/favoriteCache';
import { gameKeys } from './api/keys';
import { resetFavoriteThrottle } from './api/useFavoriteToggle';
import { isTestingHost } from './listing';
import { gamesPages } from '../../test/pageLoaders';
import { game, logIn, paged, slotsLobby, subGame } from './games.fixtures';

vi.mock('./launch', () => ({ useLaunchGame: () => vi.fn() }));
vi.mock('@site/ui/toast-api', () => ({ toast: { warning: vi.fn(), info: vi.fn(), error: vi.fn(), success: vi.fn() }, showToast: vi.fn() }));

async function renderFavorites() {
  const { default: Page } = await gamesPages.favorite();
  return renderWithProviders(<Page />, { path: '/favorite' });
}

describe('favourites (SPEC 2 /favorite)', () => {
  beforeEach(async () => {
    await resetApp();
    resetFavoriteThrottle();
  });

  it('sends a visitor to the login popup', async () => {
    installApi();
    await renderFavorites();
    expect(await screen.findByRole('heading', { level: 1, name: '我的最愛' })).toBeInTheDocument();
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
    usePopupsStore.getState().closePopup();
    await userEvent.setup().click(screen.getByRole('button', { name: '登入' }));
    expect(usePopupsStore.getState().open?.kind).toBe('login');
  });

  it('lists favourite games and sub-games and toggles them in place', async () => {
    const user = userEvent.setup();
    logIn();
    const removed: string[] = [];
    installApi({
      'GET /api/v1/game/list': () => ok([slotsLobby, game(1, { name: 'Liked Game', isFavorite: true })]),
      'GET /api/v1/config/excludeGameCode': () => ok([]),
      'GET /api/v1/game/favorites': () => ok([game(1, { name: 'Liked Game', isFavorite: true })]),
      'GET /api/v1/game/subgames/favorites': () => ok(paged([subGame(3, { subGameName: 'Liked Slot', isFavorite: true })])),
      'DELETE /api/v1/game/1/favorite': () => (removed.push('game 1'), ok({ isFavorite: false })),
    });
    await renderFavorites();
    expect(await screen.findByRole('button', { name: 'Liked Slot' })).toBeInTheDocument();
    const heart = screen.getByRole('button', { name: '收藏 Liked Game' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    await waitFor(() => expect(removed).toEqual(['game 1']));
    // Still listed, heart off: it can be favourited again from here.
    expect(screen.getByRole('button', { name: 'Liked Game' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收藏 Liked Game' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '收藏 Liked Slot' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('favourite state in every cached list', () => {
  it('sets isFavorite wherever the item is cached, keeping untouched lists as they are', () => {
    const client = new QueryClient();
    const scope = ['TW', 'guest'] as const;
    const other = [game(2)];
    client.setQueryData(gameKeys.list(scope), [game(1), game(2)]);
    client.setQueryData(gameKeys.usual(scope), other);
    client.setQueryData(gameKeys.search(scope, 'x'), { gameList: [game(1)], subGameList: [subGame(1)] });
    client.setQueryData(gameKeys.homeFavorites(scope), [{ kind: 'game', favoritedAt: '', game: game(1), subGame: null }]);
    client.setQueryData(gameKeys.subGames(scope, { gameType: 6 }), { pages: [paged([subGame(1), subGame(2)])], pageParams: [1] });

    setFavoriteInCaches(client, 'game', 1, true);
    expect(client.getQueryData<ReturnType<typeof game>[]>(gameKeys.list(scope))?.map((g) => g.isFavorite)).toEqual([true, false]);
    expect(client.getQueryData(gameKeys.usual(scope))).toBe(other);
    expect(client.getQueryData<{ gameList: { isFavorite: boolean }[]; subGameList: { isFavorite: boolean }[] }>(gameKeys.search(scope, 'x'))).toMatchObject({
      gameList: [{ isFavorite: true }],
      subGameList: [{ isFavorite: false }],
    });
    expect(client.getQueryData(gameKeys.homeFavorites(scope))).toMatchObject([{ game: { isFavorite: true } }]);

    setFavoriteInCaches(client, 'subGame', 1, true);
    expect(client.getQueryData(gameKeys.subGames(scope, { gameType: 6 }))).toMatchObject({ pages: [{ records: [{ isFavorite: true }, { isFavorite: false }] }] });
    // A game and a sub-game may share an id: only the right kind changes.
    expect(client.getQueryData(gameKeys.search(scope, 'x'))).toMatchObject({ gameList: [{ isFavorite: true }], subGameList: [{ isFavorite: true }] });
  });

  it('returns the same object when nothing changes', () => {
    const list = [game(1)];
    expect(patchFavorite(list, 'game', 9, true)).toBe(list);
    expect(patchFavorite(list, 'game', 1, false)).toBe(list);
  });
});

describe('testing hosts (SPEC 6)', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['test.jade.example.com', true],
    ['uat-jade.example.com', true],
    ['www.jade.example.com', false],
    ['contest.example.com', false],
  ])('%s is a testing host: %s', (host, expected) => {
    expect(isTestingHost(host)).toBe(expected);
  });
});

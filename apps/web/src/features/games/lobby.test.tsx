import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installApi, ok, type MockRequest } from '../../test/api-mock';
import { renderWithProviders, resetApp } from '../../test/render';
import { usePopupsStore } from '../../shared/stores/popups';
import { formatLocalDateTime } from '../../shared/utils/time';
import { resetFavoriteThrottle } from './api/useFavoriteToggle';
import { gamesPages } from '../../test/pageLoaders';
import { categories, game, logIn, paged, slotsLobby, subGame } from './games.fixtures';

const launch = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => ({ warning: vi.fn(), info: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock('./launch', () => ({ useLaunchGame: () => launch }));
vi.mock('@site/ui/toast-api', () => ({ toast, showToast: vi.fn() }));

const PATTERN = '/game/lobby/:gameType?/:channelCode?/:platformGameCode?';
const BUSY = '正在處理中，請勿重複點擊';

async function renderLobby(path: string) {
  const { default: Page } = await gamesPages.lobby();
  return renderWithProviders(
    <Routes>
      <Route path={PATTERN} element={<Page />} />
    </Routes>,
    { path },
  );
}

function lobbyApi(list = [slotsLobby, game(1, { name: 'Golden Sports' })], subGames = [subGame(1), subGame(2, { subType: 'arcade' })], total?: number) {
  return installApi({
    'GET /api/v1/game/list': () => ok(list),
    'GET /api/v1/config/excludeGameCode': () => ok([]),
    'GET /api/v1/game/subgames/categories': () => ok(categories),
    'GET /api/v1/game/subgames': () => ok(paged(subGames, total)),
    'GET /api/v1/game/recommend-list': () => ok([]),
    'GET /api/v1/game/subgames/recommend-list': () => ok([]),
    'GET /api/v1/marquee': (request) =>
      ok(request.url.searchParams.get('betType') === '6' ? [{ id: 9, content: '電子：新遊戲每週上架' }, { id: 1, content: '歡迎光臨' }] : [{ id: 1, content: '歡迎光臨' }]),
  });
}

const query = (requests: MockRequest[], path: string) => requests.filter((r) => r.url.pathname === path).map((r) => Object.fromEntries(r.url.searchParams));

describe('lobby (SPEC 2 /game/lobby)', () => {
  beforeEach(async () => {
    await resetApp();
    resetFavoriteThrottle();
    launch.mockReset();
    Object.values(toast).forEach((fn) => fn.mockReset());
  });
  afterEach(() => vi.useRealTimers());

  it("shows the game type's own marquee lines (SPEC 3: by betType)", async () => {
    const { requests } = lobbyApi();
    await renderLobby('/game/lobby/6/KT');
    const marquee = await screen.findByRole('region', { name: '最新公告' });
    expect(await within(marquee).findAllByText('電子：新遊戲每週上架')).not.toHaveLength(0);
    expect(query(requests, '/api/v1/marquee')[0]).toMatchObject({ betType: '6', language: 'TW' });
    // Let the page's own lists settle, so no request of this test reaches the next one.
    expect(await screen.findByRole('button', { name: 'Slot 1' })).toBeInTheDocument();
  });

  it('reads the type, channel and game code from the path', async () => {
    const { requests } = lobbyApi();
    await renderLobby('/game/lobby/6/KT/KT_SLOTS');
    expect(await screen.findByRole('heading', { name: 'KT 電子 遊戲列表' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Slot 1' })).toBeInTheDocument();
    expect(query(requests, '/api/v1/game/subgames')[0]).toMatchObject({ gameType: '6', channelCode: 'KT', gameCode: 'KT_SLOTS', page: '1' });
    const channels = screen.getByRole('navigation', { name: '遊戲平台' });
    expect(within(channels).getByRole('link', { name: 'KA Slots' })).toHaveAttribute('aria-current', 'page');
    expect(within(channels).getAllByRole('link')[0]).toHaveTextContent('全部');
  });

  it('reads the channel and game code from the query too', async () => {
    const { requests } = lobbyApi();
    await renderLobby('/game/lobby/6?channelCode=KT&platformGameCode=KT_SLOTS');
    expect(await screen.findByRole('heading', { name: 'KT 電子 遊戲列表' })).toBeInTheDocument();
    // The sub-games wait for their categories: the request may come after the heading.
    await waitFor(() => expect(query(requests, '/api/v1/game/subgames')[0]).toMatchObject({ gameType: '6', channelCode: 'KT', gameCode: 'KT_SLOTS' }));
    expect(screen.getByText('遊戲平台：KA Slots')).toBeInTheDocument();
  });

  it("puts 'All' first in each category list and filters by the chosen one", async () => {
    const user = userEvent.setup();
    const { requests } = lobbyApi();
    await renderLobby('/game/lobby/6/KT');
    const types = await screen.findByRole('group', { name: '類型' });
    expect(within(types).getAllByRole('button').map((b) => b.textContent)).toEqual(['全部', '老虎機', '街機']);
    expect(within(types).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    const properties = screen.getByRole('group', { name: '特色' });
    expect(within(properties).getAllByRole('button').map((b) => b.textContent)).toEqual(['全部', '熱門', '最新']);
    await user.click(within(types).getByRole('button', { name: '街機' }));
    await waitFor(() => expect(query(requests, '/api/v1/game/subgames').at(-1)).toMatchObject({ subType: 'arcade' }));
    expect(within(types).getByRole('button', { name: '街機' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages the sub-games as records plus total with load more', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 30 }, (_, i) => subGame(i + 1));
    const second = Array.from({ length: 15 }, (_, i) => subGame(i + 31));
    const { requests } = installApi({
      'GET /api/v1/game/list': () => ok([slotsLobby]),
      'GET /api/v1/config/excludeGameCode': () => ok([]),
      'GET /api/v1/game/subgames/categories': () => ok(categories),
      'GET /api/v1/game/subgames': (r) => ok(paged(r.url.searchParams.get('page') === '2' ? second : first, 45)),
      'GET /api/v1/game/recommend-list': () => ok([]),
      'GET /api/v1/game/subgames/recommend-list': () => ok([]),
    });
    await renderLobby('/game/lobby/6/KT');
    expect(await screen.findByRole('status')).toHaveTextContent('已顯示 30 / 45 款');
    await user.click(screen.getByRole('button', { name: '載入更多' }));
    expect(await screen.findByRole('button', { name: 'Slot 45' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('已顯示 45 / 45 款');
    expect(screen.queryByRole('button', { name: '載入更多' })).not.toBeInTheDocument();
    expect(query(requests, '/api/v1/game/subgames').map((q) => q.page)).toEqual(['1', '2']);
  });

  it('searches games and sub-games from a labelled field, debounced', async () => {
    const user = userEvent.setup();
    const { requests } = installApi({
      'GET /api/v1/game/list': () => ok([slotsLobby, game(1, { name: 'Golden Sports' })]),
      'GET /api/v1/config/excludeGameCode': () => ok([]),
      'GET /api/v1/game/recommend-list': () => ok([]),
      'GET /api/v1/game/subgames/recommend-list': () => ok([]),
      'GET /api/v1/game/search': () => ok({ gameList: [game(1, { name: 'Golden Sports' })], subGameList: [subGame(9, { subGameName: 'Golden Reels' })] }),
    });
    await renderLobby('/game/lobby');
    await user.type(screen.getByRole('searchbox', { name: '搜尋遊戲' }), 'Golden');
    expect(await screen.findByRole('heading', { name: '子遊戲（1）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Golden Reels' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Golden Sports' })).toBeInTheDocument();
    // One call for the settled keyword, not one per key press.
    expect(query(requests, '/api/v1/game/search').map((q) => q.keyword)).toEqual(['Golden']);
    await user.click(screen.getByRole('button', { name: 'Golden Reels' }));
    expect(launch).toHaveBeenCalledWith(expect.objectContaining({ gameCode: 'KT_SLOTS' }), expect.objectContaining({ subGameCode: 'KT-0009' }));
  });

  it('hides status 0 and excluded codes and shows the maintenance window of status 2', async () => {
    const user = userEvent.setup();
    const start = '2030-01-02T03:00:00Z';
    const end = '2030-01-02T05:30:00Z';
    installApi({
      'GET /api/v1/game/list': () =>
        ok([
          game(1, { name: 'Open Game' }),
          game(2, { name: 'Hidden Game', gameStatus: 0 }),
          game(3, { name: 'Excluded Game', gameCode: 'EXCL' }),
          game(4, { name: 'Repair Game', gameStatus: 2, maintainStartTime: start, maintainEndTime: end }),
        ]),
      'GET /api/v1/config/excludeGameCode': () => ok(['EXCL']),
      'GET /api/v1/game/subgames/categories': () => ok(categories),
      'GET /api/v1/game/subgames': () => ok(paged([])),
      'GET /api/v1/game/recommend-list': () => ok([]),
      'GET /api/v1/game/subgames/recommend-list': () => ok([]),
    });
    await renderLobby('/game/lobby/1');
    expect(await screen.findByRole('button', { name: 'Open Game' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hidden Game' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluded Game' })).not.toBeInTheDocument();
    const text = `遊戲預計維護時間 ${formatLocalDateTime(new Date(start))} ~ ${formatLocalDateTime(new Date(end))}`;
    const repair = screen.getByRole('button', { name: 'Repair Game' });
    expect(repair).toHaveAccessibleDescription(text);
    await user.click(repair);
    expect(launch).not.toHaveBeenCalled();
    expect(toast.warning).toHaveBeenCalledWith(text, expect.any(String));
  });

  it('asks before entering a game whose maintenance starts 0-180 s ahead; enter anyway launches', async () => {
    const user = userEvent.setup();
    const soon = game(1, { name: 'Soon Game', maintainStartTime: new Date(Date.now() + 120_000).toISOString(), maintainEndTime: new Date(Date.now() + 3_720_000).toISOString() });
    const later = game(2, { name: 'Later Game', maintainStartTime: new Date(Date.now() + 600_000).toISOString() });
    installApi({
      'GET /api/v1/game/list': () => ok([soon, later]),
      'GET /api/v1/config/excludeGameCode': () => ok([]),
      'GET /api/v1/game/subgames/categories': () => ok(categories),
      'GET /api/v1/game/subgames': () => ok(paged([])),
      'GET /api/v1/game/recommend-list': () => ok([]),
      'GET /api/v1/game/subgames/recommend-list': () => ok([]),
    });
    await renderLobby('/game/lobby/1');
    await user.click(await screen.findByRole('button', { name: 'Later Game' }));
    expect(launch).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Soon Game' }));
    const dialog = await screen.findByRole('dialog', { name: '遊戲即將維護' });
    expect(dialog).toHaveTextContent(`遊戲預計維護時間 ${formatLocalDateTime(new Date(soon.maintainStartTime as string))} ~`);
    expect(launch).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: '仍要進入' }));
    expect(launch).toHaveBeenLastCalledWith(expect.objectContaining({ gameCode: 'G1' }), undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toggles a favourite (heart, aria-pressed) at most once per 5 s with 正在處理中，請勿重複點擊', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    logIn();
    const calls: string[] = [];
    installApi({
      'GET /api/v1/game/list': () => ok([game(1, { name: 'One' }), game(2, { name: 'Two' })]),
      'GET /api/v1/config/excludeGameCode': () => ok([]),
      'GET /api/v1/game/subgames/categories': () => ok(categories),
      'GET /api/v1/game/subgames': () => ok(paged([])),
      'GET /api/v1/game/recommend-list': () => ok([]),
      'GET /api/v1/game/subgames/recommend-list': () => ok([]),
      'POST /api/v1/game/1/favorite': () => (calls.push('add 1'), ok({ isFavorite: true })),
      'POST /api/v1/game/2/favorite': () => (calls.push('add 2'), calls.length > 1 ? fail(429, '020003', BUSY) : ok({ isFavorite: true })),
    });
    await renderLobby('/game/lobby/1');
    const one = await screen.findByRole('button', { name: '收藏 One' });
    expect(one).toHaveAttribute('aria-pressed', 'false');
    await user.click(one);
    expect(one).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls).toEqual(['add 1']));

    await user.click(screen.getByRole('button', { name: '收藏 Two' }));
    expect(toast.warning).toHaveBeenCalledWith(BUSY, 'favorite-busy');
    expect(screen.getByRole('button', { name: '收藏 Two' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls).toEqual(['add 1']);

    vi.setSystemTime(Date.now() + 5000);
    // The server's own 429 puts the heart back.
    await user.click(screen.getByRole('button', { name: '收藏 Two' }));
    await waitFor(() => expect(calls).toEqual(['add 1', 'add 2']));
    await waitFor(() => expect(screen.getByRole('button', { name: '收藏 Two' })).toHaveAttribute('aria-pressed', 'false'));
  });

  it('sends a visitor who taps a heart to the login popup', async () => {
    const user = userEvent.setup();
    lobbyApi([game(1, { name: 'One' })]);
    await renderLobby('/game/lobby/1');
    await user.click(await screen.findByRole('button', { name: '收藏 One' }));
    expect(usePopupsStore.getState().open).toEqual({ kind: 'login', tab: 'login' });
  });
});

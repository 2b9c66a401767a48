import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installApi, ok } from '../../../test/api-mock';
import { renderWithProviders, resetApp, testLocation } from '../../../test/render';
import { loadNamespaces } from '../../../shared/i18n';
import { loadHomeSections } from '../../games';
import { game, logIn } from '../../games/testing/fixtures';
import HomePage from './HomePage';

vi.mock('../../games/launch', () => ({ useLaunchGame: () => vi.fn() }));

const adverts = [
  { id: 1, title: '新會員首儲禮', image: '/assets/adverts/a.svg', link: '/activity/list', sort: 1 },
  { id: 2, title: 'VIP 尊榮禮遇', image: '/assets/adverts/b.svg', link: '/mine/vip', sort: 2 },
  { id: 3, title: '邀請好友', image: '/assets/adverts/c.svg', link: 'https://example.com/invite', sort: 3 },
];

/** Live dealer (type 2): seven hot games with shuffled levels and one that is not hot; sports (1): two. */
const levels = [3, 7, 1, 6, 2, 5, 4];
const games = [
  ...levels.map((level, i) => game(20 + i, { gameType: 2, channelCode: 'DG', name: `Live L${level}`, isHot: true, hotLevel: level })),
  game(30, { gameType: 2, name: 'Live cold' }),
  game(1, { name: 'Sports A', isHot: true, hotLevel: 2 }),
  game(2, { name: 'Sports B', isHot: true, hotLevel: 1 }),
  game(60, { gameType: 6, channelCode: 'KT', name: 'Slots A' }),
];

function homeApi(extra: Parameters<typeof installApi>[0] = {}) {
  return installApi({
    'GET /api/v2/message/advert/list': () => ok(adverts),
    'GET /api/v1/marquee': () => ok([{ id: 1, content: '歡迎光臨！' }]),
    'GET /api/v1/game/list': () => ok(games),
    'GET /api/v1/config/excludeGameCode': () => ok([]),
    'GET /api/v1/game/usual': () => ok([game(2, { name: 'Sports B' })]),
    'GET /api/v1/game/home/favorites': () => ok([{ kind: 'game', favoritedAt: '2025-01-01T00:00:00Z', game: game(1, { name: 'Sports A', isFavorite: true }), subGame: null }]),
    ...extra,
  });
}

const cardNames = (list: HTMLElement) => within(list).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent).filter((n) => !n?.startsWith('收藏'));

describe('home (SPEC 2 /)', () => {
  const scrollIntoView = vi.fn();

  beforeEach(async () => {
    await resetApp();
    await Promise.all([loadNamespaces(['home', 'games']), loadHomeSections()]);
    scrollIntoView.mockReset();
    Element.prototype.scrollIntoView = scrollIntoView;
    // The advert list was seen today, so only the tests about it see it.
    localStorage.setItem('loginAdvert:guest', JSON.stringify({ lastShowDate: todayKey(), isNotShowToday: false, isAlreadyShow: true }));
  });
  afterEach(() => vi.useRealTimers());

  it('welcomes with the brand and plays the adverts with pause, previous and next buttons', async () => {
    const user = userEvent.setup();
    homeApi();
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('一個帳號，暢玩七大遊戲類別');
    expect(screen.getByRole('link', { name: '進入遊戲大廳' })).toHaveAttribute('href', '/game/lobby');
    const carousel = screen.getByRole('region', { name: '最新活動' });
    expect(await within(carousel).findByRole('img', { name: '新會員首儲禮' })).toBeInTheDocument();
    const dots = within(carousel).getAllByRole('button', { name: /^顯示第/ });
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(within(carousel).getByRole('button', { name: '下一則' }));
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    await user.click(within(carousel).getByRole('button', { name: '上一則' }));
    await user.click(within(carousel).getByRole('button', { name: '上一則' }));
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    await user.click(within(carousel).getByRole('button', { name: '暫停輪播' }));
    expect(within(carousel).getByRole('button', { name: '繼續輪播' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '最新公告' })).toHaveTextContent('歡迎光臨！');
  });

  it('shows at most 5 hot games per category, by hotLevel ascending', async () => {
    homeApi();
    renderWithProviders(<HomePage />);
    const live = await screen.findByRole('list', { name: '真人熱門遊戲' }, { timeout: 5000 });
    expect(cardNames(live)).toEqual(['Live L1', 'Live L2', 'Live L3', 'Live L4', 'Live L5']);
    expect(cardNames(screen.getByRole('list', { name: '體育熱門遊戲' }))).toEqual(['Sports B', 'Sports A']);
  });

  it('picks the category from the query gameType and puts the choice back in the query', async () => {
    const user = userEvent.setup();
    homeApi();
    renderWithProviders(<HomePage />, { path: '/?gameType=6' });
    const tab = await screen.findByRole('tab', { name: '電子' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: '電子' });
    expect(await within(panel).findByRole('button', { name: 'Slots A' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '真人' }));
    expect(testLocation()).toBe('/?gameType=2');
    expect(await within(screen.getByRole('tabpanel', { name: '真人' })).findByRole('button', { name: 'Live cold' })).toBeInTheDocument();
  });

  it('section=hot scrolls to the hot games and clears the query', async () => {
    homeApi();
    renderWithProviders(<HomePage />, { path: '/?gameType=2&section=hot' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('hot'));
    expect(document.getElementById('hot')).toHaveAccessibleName('熱門遊戲');
    await waitFor(() => expect(testLocation()).toBe('/?gameType=2'));
  });

  it('shows usual games and favourites to a player only; section=usual scrolls there', async () => {
    homeApi();
    const visitor = renderWithProviders(<HomePage />);
    await screen.findByRole('list', { name: '真人熱門遊戲' }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: '常玩遊戲' })).not.toBeInTheDocument();
    visitor.unmount();

    logIn();
    renderWithProviders(<HomePage />, { path: '/?section=usual' });
    expect(await screen.findByRole('heading', { name: '常玩遊戲' })).toBeInTheDocument();
    await waitFor(() => expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('usual')));
    await waitFor(() => expect(testLocation()).toBe('/'));
    expect(within(await screen.findByRole('list', { name: '常玩遊戲' })).getByRole('button', { name: 'Sports B' })).toBeInTheDocument();
    const favorites = await screen.findByRole('list', { name: '我的最愛' });
    expect(within(favorites).getByRole('button', { name: '收藏 Sports A' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: '查看全部' })).toHaveAttribute('href', '/favorite');
  });
});

function todayKey(date = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('login advert (SPEC 4): at most once a day per player or visitor', () => {
  beforeEach(async () => {
    await resetApp();
    await loadNamespaces(['home', 'games']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 1, 10, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null;

  it('shows the list once; closing clears it; the next day it shows again', async () => {
    const user = userEvent.setup();
    homeApi();
    const first = renderWithProviders(<HomePage />);
    const dialog = await screen.findByRole('dialog', { name: '活動公告' });
    expect(within(dialog).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(adverts.map((a) => a.title));
    expect(stored('loginAdvert:guest')).toMatchObject({ lastShowDate: '2025-03-01', isAlreadyShow: true });
    await user.click(within(dialog).getByRole('button', { name: '關閉' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored('loginAdvert:guest')).toMatchObject({ isClosed: true, isNotShowToday: false });
    first.unmount();

    const again = renderWithProviders(<HomePage />);
    expect(await screen.findByRole('img', { name: '新會員首儲禮' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    again.unmount();

    act(() => vi.setSystemTime(new Date(2025, 2, 2, 9, 0, 0)));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('dialog', { name: '活動公告' })).toBeInTheDocument();
  });

  it("keeps 'don't show today', and counts a player apart from the visitor", async () => {
    const user = userEvent.setup();
    homeApi();
    const first = renderWithProviders(<HomePage />);
    const dialog = await screen.findByRole('dialog', { name: '活動公告' });
    await user.click(within(dialog).getByRole('checkbox', { name: '今日不再顯示' }));
    await user.click(within(dialog).getByRole('button', { name: '關閉' }));
    expect(stored('loginAdvert:guest')).toMatchObject({ lastShowDate: '2025-03-01', isNotShowToday: true });
    first.unmount();

    logIn();
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('dialog', { name: '活動公告' })).toBeInTheDocument();
    expect(stored('loginAdvert:7')).toMatchObject({ lastShowDate: '2025-03-01', isAlreadyShow: true });
  });
});

import { aUserInfo } from '@site/contract/testing/users';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installApi, ok } from '../../../test/api-mock';
import { renderWithProviders, resetApp, testLocation } from '../../../test/render';
import { loadNamespaces } from '../../../shared/i18n';
import { loadHomeSections } from '../../games';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSettingsStore } from '../../../shared/stores/settings';
import { game, logIn } from '../../games/games.fixtures';
import { ADVERT_AHEAD_MS, ADVERT_INTERVAL_MS } from '../components/AdvertCarousel';
import HomePage from './HomePage';
import { logout } from '../../../shared/session/logout';
import { browser } from '../../../shared/session/browser';
import { logIn as logInWithUserInfo } from '../../../test/session.fixtures';
import { queryClient } from '../../../shared/api/query-client';
import { userInfoKey } from '../../../shared/session/userInfo';

vi.mock('../../games/launch', () => ({ useLaunchGame: () => vi.fn() }));

const adverts = [
  { id: 1, title: '新會員首儲禮', image: '/assets/adverts/a.svg', link: '/activity/list', sort: 1 },
  { id: 2, title: 'VIP 尊榮禮遇', image: '/assets/adverts/b.svg', link: '/mine/vip', sort: 2 },
  { id: 3, title: '邀請好友', image: '/assets/adverts/c.svg', link: 'https://example.com/invite', sort: 3 },
];

/** The login advert's own list (SPEC 3 Dialog items), out of sort order on the wire. */
const dialogs = [
  { id: 12, title: '本週熱門優惠', image: '/assets/dialogs/jade/weekly-promos-tw.svg', link: '', sort: 2, detail: { content: 'promos' } },
  { id: 11, title: '首儲加碼', image: '/assets/dialogs/jade/first-deposit-tw.svg', link: '', sort: 1, detail: { content: 'firstDeposit' } },
  { id: 13, title: '全站返水', image: '/assets/dialogs/jade/rebate-bonus-tw.svg', link: '', sort: 3, detail: { content: 'bonus' } },
  { id: 14, title: '合作夥伴活動', image: '/assets/dialogs/jade/partner-tw.svg', link: 'https://partner.example.com/promo', sort: 4, detail: { content: 'promos' } },
];
const unreadDialog = { id: 10, title: '您有未讀的站內訊息', image: '/assets/dialogs/jade/unread-notice-tw.svg', link: '', sort: 0, detail: { content: 'unreadNotice' } };

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
    'GET /api/v2/message/dialog/list': () => ok(dialogs),
    'GET /api/v1/activity/float': () => ok([]),
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
    // In the order a phone shows them, in one strip below the headline (issue 34: a Thai headline ran under the side arrow).
    expect(within(carousel).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['上一則', '暫停輪播', '顯示第 1 則', '顯示第 2 則', '顯示第 3 則', '下一則']);
    await user.click(within(carousel).getByRole('button', { name: '下一則' }));
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    await user.click(within(carousel).getByRole('button', { name: '上一則' }));
    await user.click(within(carousel).getByRole('button', { name: '上一則' }));
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    await user.click(within(carousel).getByRole('button', { name: '暫停輪播' }));
    expect(within(carousel).getByRole('button', { name: '繼續輪播' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '最新公告' })).toHaveTextContent('歡迎光臨！');
  });

  it("asks for the first advert's picture only; another slide's once the player comes to the carousel (issue 22)", async () => {
    const user = userEvent.setup();
    homeApi();
    renderWithProviders(<HomePage />);
    const carousel = screen.getByRole('region', { name: '最新活動' });
    expect(await within(carousel).findByRole('img', { name: '新會員首儲禮' })).toHaveAttribute('src', '/assets/adverts/a.svg');
    const others = () => ['VIP 尊榮禮遇', '邀請好友'].map((name) => within(carousel).getByRole('img', { name, hidden: true }).getAttribute('src'));
    expect(others()).toEqual([null, null]);
    await user.hover(carousel);
    expect(others()).toEqual(['/assets/adverts/b.svg', '/assets/adverts/c.svg']);
  });

  it("asks for the next advert's picture shortly before it is due", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    homeApi();
    renderWithProviders(<HomePage />);
    const carousel = screen.getByRole('region', { name: '最新活動' });
    await within(carousel).findByRole('img', { name: '新會員首儲禮' });
    const src = (name: string) => within(carousel).getByRole('img', { name, hidden: true }).getAttribute('src');
    expect(src('VIP 尊榮禮遇')).toBeNull();
    act(() => void vi.advanceTimersByTime(ADVERT_INTERVAL_MS - ADVERT_AHEAD_MS));
    expect(src('VIP 尊榮禮遇')).toBe('/assets/adverts/b.svg');
    expect(src('邀請好友')).toBeNull();
  });

  it("removes the server-painted first advert once the carousel's own first picture has loaded", async () => {
    const boot = document.createElement('div');
    boot.id = 'boot';
    document.body.append(boot);
    homeApi();
    renderWithProviders(<HomePage />);
    const first = await screen.findByRole('img', { name: '新會員首儲禮' });
    expect(document.getElementById('boot')).not.toBeNull();
    fireEvent.load(first);
    expect(document.getElementById('boot')).toBeNull();
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

  it('shows the float activity when there is one; closing hides it for the session', async () => {
    const user = userEvent.setup();
    const wheel = { code: 'lucky-wheel', title: '幸運轉盤', pcUrl: '/assets/float/jade/lucky-wheel-tw.svg', link: '/activity/list', displayStartTime: '2025-01-01T00:00:00.000Z', displayEndTime: '2099-12-31T16:00:00.000Z' };
    homeApi({ 'GET /api/v1/activity/float': () => ok([wheel]) });
    const first = renderWithProviders(<HomePage />);
    const float = await screen.findByRole('complementary', { name: '浮動活動' });
    expect(within(float).getByRole('link', { name: '幸運轉盤' })).toHaveAttribute('href', '/activity/list');
    await user.click(within(float).getByRole('button', { name: '關閉浮動活動' }));
    expect(screen.queryByRole('complementary', { name: '浮動活動' })).not.toBeInTheDocument();
    first.unmount();

    const again = renderWithProviders(<HomePage />);
    await screen.findByRole('list', { name: '真人熱門遊戲' }, { timeout: 5000 });
    expect(screen.queryByRole('complementary', { name: '浮動活動' })).not.toBeInTheDocument();
    again.unmount();

    // Another activity is not covered by that close.
    homeApi({ 'GET /api/v1/activity/float': () => ok([{ ...wheel, code: 'red-envelope', title: '天天搶紅包' }]) });
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('link', { name: '天天搶紅包' })).toBeInTheDocument();
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

  it('shows the dialog list once; closing clears it; the next day it shows again', async () => {
    const user = userEvent.setup();
    const api = homeApi();
    const dialogCalls = () => api.requests.filter((r) => r.url.pathname === '/api/v2/message/dialog/list');
    const first = renderWithProviders(<HomePage />);
    const dialog = await screen.findByRole('dialog', { name: '活動公告' });
    expect(within(dialog).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['首儲加碼', '本週熱門優惠', '全站返水', '合作夥伴活動']);
    expect(Object.fromEntries(dialogCalls()[0]?.url.searchParams ?? [])).toEqual({ language: 'TW', frontendType: '1' });
    expect(stored('loginAdvert:guest')).toMatchObject({ lastShowDate: '2025-03-01', isAlreadyShow: true });
    await user.click(within(dialog).getByRole('button', { name: '關閉' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored('loginAdvert:guest')).toMatchObject({ isClosed: true, isNotShowToday: false });
    first.unmount();

    // Seen today: the carousel still shows the adverts, and the dialog list is not even asked for.
    const again = renderWithProviders(<HomePage />);
    expect(await screen.findByRole('img', { name: '新會員首儲禮' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialogCalls()).toHaveLength(1);
    again.unmount();

    act(() => vi.setSystemTime(new Date(2025, 2, 2, 9, 0, 0)));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('dialog', { name: '活動公告' })).toBeInTheDocument();
  });

  it('an empty dialog list shows nothing and leaves the day unmarked', async () => {
    homeApi({ 'GET /api/v2/message/dialog/list': () => ok([]) });
    const { client } = renderWithProviders(<HomePage />);
    await waitFor(() => expect(client.getQueryCache().findAll({ queryKey: ['home', 'dialogs'] })[0]?.state.status).toBe('success'));
    expect(await screen.findByRole('img', { name: '新會員首儲禮' })).toBeInTheDocument();
    expect(stored('loginAdvert:guest')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('each item leads where its content says; a visitor is asked to log in for the cashier', async () => {
    const user = userEvent.setup();
    homeApi();
    renderWithProviders(<HomePage />);
    const dialog = await screen.findByRole('dialog', { name: '活動公告' });
    const link = (name: string) => within(dialog).getByRole('link', { name });
    expect(link('本週熱門優惠')).toHaveAttribute('href', '/activity/list');
    expect(link('全站返水')).toHaveAttribute('href', '/activity/list');
    expect(link('首儲加碼')).toHaveAttribute('href', '/finance/recharge');
    expect(link('合作夥伴活動')).toHaveAttribute('href', 'https://partner.example.com/promo');
    expect(link('合作夥伴活動')).toHaveAttribute('target', '_blank');
    expect(link('合作夥伴活動')).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await user.click(link('首儲加碼'));
    expect(usePopupsStore.getState()).toMatchObject({ open: { kind: 'login', tab: 'login' }, pendingActivity: '/finance/recharge' });
    expect(testLocation()).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a player with unread notices gets a link to the inbox; following an item goes there and closes the list', async () => {
    const user = userEvent.setup();
    logIn();
    useSettingsStore.setState({ frontendType: 2 });
    const api = homeApi({ 'GET /api/v2/message/dialog/list': () => ok([unreadDialog, dialogs[0]]) });
    renderWithProviders(<HomePage />);
    const dialog = await screen.findByRole('dialog', { name: '活動公告' });
    expect(api.requests.find((r) => r.url.pathname === '/api/v2/message/dialog/list')?.url.searchParams.get('frontendType')).toBe('2');
    expect(within(dialog).getByRole('link', { name: '您有未讀的站內訊息' })).toHaveAttribute('href', '/mine/notification/announcement');
    await user.click(within(dialog).getByRole('link', { name: '本週熱門優惠' }));
    expect(testLocation()).toBe('/activity/list');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored('loginAdvert:7')).toMatchObject({ isClosed: true });
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

  /** Logout as the app does it, with the player's info in the app's cache (logout resets that player's advert state). */
  async function logOutAndIn() {
    queryClient.setQueryData(userInfoKey(), aUserInfo());
    await logout();
    logInWithUserInfo();
  }

  it('a player sees it once a day: not again after a reload, nor after logging out and in again that day', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    logInWithUserInfo();
    const api = homeApi();
    const dialogCalls = () => api.requests.filter((r) => r.url.pathname === '/api/v2/message/dialog/list');
    const first = renderWithProviders(<HomePage />);
    expect(await screen.findByRole('dialog', { name: '活動公告' })).toBeInTheDocument();
    // Left open, then the page is reloaded: the day is kept in storage.
    first.unmount();
    const reloaded = renderWithProviders(<HomePage />);
    expect(await screen.findByRole('img', { name: '新會員首儲禮' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    reloaded.unmount();

    await logOutAndIn();
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('img', { name: '新會員首儲禮' })).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialogCalls()).toHaveLength(1);
    expect(stored('loginAdvert:7')).toMatchObject({ lastShowDate: '2025-03-01', isAlreadyShow: true });

    // The next day it is due again.
    act(() => vi.setSystemTime(new Date(2025, 2, 2, 9, 0, 0)));
    await logOutAndIn();
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('dialog', { name: '活動公告' })).toBeInTheDocument();
  });
});

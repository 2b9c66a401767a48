// @vitest-environment node
// The server's renderer runs in Node without a DOM: no window, document or storage.
import { executionAsyncId } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { PAGE_STATE_GAME_FIELDS } from './features/games/components/pageStateFields';
import { game } from './features/games/games.fixtures';
import { gameTypes, languages, logo, mediaSetting } from './test/site.fixtures';
import { isServerRendered, render, type SsrState } from './entry-server';

const adverts = [
  { id: 1, title: 'Welcome bonus', image: '/assets/adverts/welcome.svg', link: '/activity/list', sort: 1 },
  { id: 2, title: 'VIP privileges', image: '/assets/adverts/vip.svg', link: '/mine/vip', sort: 2 },
];
const games = [game(1, { name: 'Hot Sports A', isHot: true, hotLevel: 1 }), game(2, { name: 'Cold Sports B' })];

const PUBLIC_ANSWERS: Record<string, unknown> = {
  '/api/v1/logo': logo,
  '/api/v1/game/type': gameTypes,
  '/api/v1/config/language': languages,
  '/api/v1/config/setting/media': mediaSetting,
  '/api/v2/message/advert/list': adverts,
  '/api/v1/activity/float': [],
  '/api/v1/marquee': [{ id: 1, content: 'Welcome to the site' }],
  '/api/v1/game/list': games,
  '/api/v1/config/excludeGameCode': [],
};

/** Answers the public calls as the server would; everything else is refused (404). */
function fakeServer(answers: Record<string, unknown> = PUBLIC_ANSWERS) {
  const asked: URL[] = [];
  const origins = new Set<string | null>();
  const fetchPublic = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    asked.push(url);
    origins.add(new Headers(init?.headers).get('origin_url'));
    const data = answers[url.pathname];
    const body = data === undefined ? { code: '000404', msg: 'not found', data: null } : { code: '000000', msg: 'success', data };
    return new Response(JSON.stringify(body), { status: data === undefined ? 404 : 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchPublic, asked, origins };
}

const SITE = 'https://jade.example.com';
const state = (json: string) => JSON.parse(json) as SsrState;

describe('the server renderer', () => {
  it("renders without switching on Node 20's promise hooks (React's Node build runs each render in an AsyncLocalStorage: a tax on every await after it)", async () => {
    // Once any AsyncLocalStorage has run, a promise callback runs in an async id of its own; before, in 0.
    const promiseHooksOn = async () => (await Promise.resolve().then(() => executionAsyncId())) !== 0;
    expect(await promiseHooksOn(), 'something before this test switched them on').toBe(false);
    const { fetchPublic } = fakeServer();
    await render({ url: '/', language: 'en', brand: 'jade', appearance: 'device', origin: SITE, fetchPublic });
    expect(await promiseHooksOn()).toBe(false);
  });

  it('renders the home page with its adverts, game categories and hot games, and sends their data along', async () => {
    const { fetchPublic, asked } = fakeServer();
    const page = await render({ url: '/', language: 'en', brand: 'jade', appearance: 'device', origin: SITE, fetchPublic });
    expect(page.html).toContain('alt="Welcome bonus"');
    expect(page.html).toContain('Game categories');
    expect(page.html).toContain('Live Casino');
    expect(page.html).toContain('Hot Sports A');
    expect(page.html).toContain('Welcome to the site');
    // In the visitor's language, and the calls asked in it.
    expect(page.html).toMatch(/<option value="en" lang="en" selected=""/);
    expect(asked.find((url) => url.pathname === '/api/v2/message/advert/list')?.searchParams.get('language')).toBe('EN');
    const keys = state(page.state).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["home","adverts","EN"]', '["games","types","EN"]', '["games","list","EN","guest"]']));
    expect(state(page.state)).toMatchObject({ language: 'en', appearance: 'device' });
    // The namespaces its components used, for the browser to load before hydrating.
    expect(state(page.state).namespaces).toEqual(expect.arrayContaining(['common', 'home', 'games']));
  });

  it('sends the game list with only the fields its markup reads, marked stale so the browser fetches the whole list after hydrating', async () => {
    const hover = (code: string) => ({ pcHoverImg: `/assets/games/${code}-desktop-hover.webp`, ratio: 0.2 });
    const maintaining = game(3, { name: 'Shut Sports C', isHot: true, hotLevel: 3, gameStatus: 2, ...hover('G3') });
    const answers = { ...PUBLIC_ANSWERS, '/api/v1/game/list': [game(1, { name: 'Hot Sports A', isHot: true, hotLevel: 1, ...hover('G1') }), maintaining] };
    const { fetchPublic } = fakeServer(answers);
    const page = await render({ url: '/', language: 'en', brand: 'jade', appearance: 'device', origin: SITE, fetchPublic });
    expect(page.html).toContain('Shut Sports C');
    const list = state(page.state).queries.queries.find((query) => query.queryKey[1] === 'list');
    expect(list?.state.dataUpdatedAt).toBe(0);
    const [open, shut] = list?.state.data as Array<Record<string, unknown>>;
    expect(Object.keys(open ?? {}).sort()).toEqual([...PAGE_STATE_GAME_FIELDS].sort());
    // The grey picture only for the game its card draws grey.
    expect(Object.keys(shut ?? {}).sort()).toEqual([...PAGE_STATE_GAME_FIELDS, 'logoGrayscale'].sort());
    expect(page.state).not.toContain('desktop-hover');
    expect(shut).toMatchObject({ name: 'Shut Sports C', gameStatus: 2, logoGrayscale: '/assets/games/G3-gray.svg' });
  });

  it('renders a visitor: no personal call is made, the player parts stay as for a visitor', async () => {
    const { fetchPublic, asked } = fakeServer();
    const page = await render({ url: '/', language: 'zh-TW', brand: 'jade', appearance: 'device', origin: SITE, fetchPublic });
    expect(asked.map((url) => url.pathname)).not.toContain('/api/v1/game/usual');
    expect(asked.map((url) => url.pathname)).not.toContain('/api/v1/user/info');
    expect(page.html).toMatch(/<option value="zh-TW" lang="zh-TW" selected=""/);
  });

  it('renders with what answered when a call fails, leaving that part to the browser', async () => {
    const { fetchPublic } = fakeServer({ ...PUBLIC_ANSWERS, '/api/v2/message/advert/list': undefined });
    const page = await render({ url: '/', language: 'en', brand: 'jade', appearance: 'device', origin: SITE, fetchPublic });
    expect(page.html).toContain('Hot Sports A');
    expect(page.html).not.toContain('Welcome bonus');
    expect(state(page.state).queries.queries.map((query) => query.queryKey[1])).not.toContain('adverts');
  });

  it("leaves the float activity out of the page: whether the player closed it is the browser tab's alone (it shows after hydration)", async () => {
    const float = { code: 'lucky-wheel', title: 'Lucky wheel', pcUrl: '/assets/float/jade/lucky-wheel-en.svg', link: '/activity/list', displayStartTime: '2025-01-01T00:00:00.000Z', displayEndTime: '2099-12-31T16:00:00.000Z' };
    const { fetchPublic } = fakeServer({ ...PUBLIC_ANSWERS, '/api/v1/activity/float': [float] });
    const page = await render({ url: '/', language: 'en', brand: 'jade', appearance: 'device', origin: SITE, fetchPublic });
    expect(page.html).toContain('Hot Sports A');
    expect(page.html).not.toContain('Floating promotion');
    expect(page.html).not.toContain('lucky-wheel-en.svg');
  });

  it('escapes the state so it cannot end its script element', async () => {
    const { fetchPublic } = fakeServer({ ...PUBLIC_ANSWERS, '/api/v1/marquee': [{ id: 1, content: '</script><script>alert(1)</script>' }] });
    const page = await render({ url: '/', language: 'en', brand: 'jade', appearance: 'device', origin: SITE, fetchPublic });
    expect(page.state).not.toContain('</script>');
    expect(JSON.stringify(state(page.state))).toContain('</script><script>alert(1)</script>');
  });

  it("shows a testing host's games only when rendering for a testing host, and names the visitor's address in its calls", async () => {
    const testingGame = game(3, { name: 'Beta Sports C', isHot: true, hotLevel: 2, isTesting: true });
    const answers = { ...PUBLIC_ANSWERS, '/api/v1/game/list': [...games, testingGame] };
    const visitor = fakeServer(answers);
    expect((await render({ url: '/', language: 'en', brand: 'jade', appearance: 'device', origin: SITE, fetchPublic: visitor.fetchPublic })).html).not.toContain('Beta Sports C');
    expect([...visitor.origins]).toEqual([SITE]);
    const tester = fakeServer(answers);
    expect((await render({ url: '/', language: 'en', brand: 'jade', appearance: 'device', origin: 'http://localhost:4000', fetchPublic: tester.fetchPublic })).html).toContain('Beta Sports C');
    expect([...tester.origins]).toEqual(['http://localhost:4000']);
  });

  it('renders the pages declared serverRendered (and their children) only', () => {
    for (const path of ['/', '/game/lobby', '/game/lobby/2', '/game/lobby/2/DG', '/activity/list', '/stationary/agency', '/stationary/about-us/terms', '/stationary/sponsor/3'])
      expect(isServerRendered(path), path).toBe(true);
    for (const path of ['/mine/vip', '/finance/wallet', '/game/play/3', '/service', '/situation/404', '/stationary/no-such-page', '/agent', '/activity/detail/1'])
      expect(isServerRendered(path), path).toBe(false);
  });
});

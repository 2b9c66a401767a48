import { SITE_ROUTES, vitalsBeacon } from '@site/contract/api/vitals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachPage, siteRoutes } from '../pages';
import { beaconOf, deviceClassOf, navigationOf, routePatternOf, sampled, sampleRateOf } from './reporter';

type Report = (metric: { name: string; value: number; navigationType?: string }) => void;
const reporters: Record<string, Report> = {};
vi.mock('web-vitals', () => ({
  onLCP: (report: Report) => (reporters.LCP = report),
  onINP: (report: Report) => (reporters.INP = report),
  onCLS: (report: Report) => (reporters.CLS = report),
}));

describe('sampling', () => {
  it('reads the rate of the page head and keeps it within 0..1', () => {
    expect(sampleRateOf('0.1')).toBe(0.1);
    expect(sampleRateOf('1')).toBe(1);
    expect(sampleRateOf('7')).toBe(1);
    expect(sampleRateOf('-1')).toBe(0);
    expect(sampleRateOf('lots')).toBe(0);
    expect(sampleRateOf('')).toBe(0);
    expect(sampleRateOf(null)).toBe(0);
  });

  it('takes a page view when the draw is below the rate', () => {
    expect(sampled(0.1, 0.05)).toBe(true);
    expect(sampled(0.1, 0.1)).toBe(false);
    expect(sampled(0.1, 0.7)).toBe(false);
    expect(sampled(0, 0)).toBe(false);
    expect(sampled(1, 0.9999)).toBe(true);
  });
});

describe('route pattern', () => {
  it('is the declared pattern, never the address with its ids or query', () => {
    expect(routePatternOf('/')).toBe('/');
    expect(routePatternOf('/game/play/12345')).toBe('/game/play/:gameId');
    expect(routePatternOf('/game/lobby/6/AG')).toBe('/game/lobby/:gameType?/:channelCode?/:platformGameCode?');
    expect(routePatternOf('/finance/passbook')).toBe('/finance/passbook');
    expect(routePatternOf('/finance/recharge')).toBe('/finance/:page');
    expect(routePatternOf('/mine/vip?tab=2')).toBe('/mine/vip');
  });

  it('is "other" for an address no page declares', () => {
    expect(routePatternOf('/no/such/page/42')).toBe('other');
  });

  it('is one of the contract list for every declared page, so /metrics labels each by name', () => {
    const declared = eachPage()
      .map((page) => page.path)
      .filter((path): path is string => path !== undefined && path !== '*');
    expect(declared.filter((path) => !SITE_ROUTES.includes(path))).toEqual([]);
    // The contract's list is written from the declarations by the build: stale here means run `npm run site-routes`.
    expect(SITE_ROUTES).toEqual(siteRoutes());
  });
});

describe('device class', () => {
  it('is phone below 768 px, tablet below 1024 px, else desktop', () => {
    expect(deviceClassOf(390)).toBe('phone');
    expect(deviceClassOf(767)).toBe('phone');
    expect(deviceClassOf(768)).toBe('tablet');
    expect(deviceClassOf(1023)).toBe('tablet');
    expect(deviceClassOf(1024)).toBe('desktop');
  });
});

describe('beacon', () => {
  it('carries the latest value of each metric within bounds, in the contract schema', () => {
    const beacon = beaconOf(
      [
        { name: 'CLS', value: 0.01 },
        { name: 'LCP', value: 2100.456789 },
        { name: 'CLS', value: 0.034567891 },
        { name: 'INP', value: 999_999 },
      ],
      '/mine/vip',
      'phone',
      'reload',
    );
    expect(beacon).toEqual({
      route: '/mine/vip',
      device: 'phone',
      navigation: 'reload',
      figures: [
        { name: 'CLS', value: 0.0346 },
        { name: 'LCP', value: 2100.4568 },
      ],
    });
    expect(vitalsBeacon.safeParse(beacon).success).toBe(true);
    expect(JSON.stringify(beacon).length).toBeLessThan(2048);
  });

  it('is nothing when no figure is within bounds', () => {
    expect(beaconOf([{ name: 'LCP', value: -5 }], '/', 'desktop', 'navigate')).toBeUndefined();
    expect(beaconOf([], '/', 'desktop', 'navigate')).toBeUndefined();
  });

  it('names the navigation type as the contract does', () => {
    expect(navigationOf('back-forward-cache')).toBe('back-forward-cache');
    expect(navigationOf('something-new')).toBe('navigate');
    expect(navigationOf(undefined)).toBe('navigate');
  });
});

describe('startVitals', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="site-vitals-sample"]')?.remove();
    vi.restoreAllMocks();
  });

  function setRate(rate: string) {
    const meta = document.createElement('meta');
    meta.name = 'site-vitals-sample';
    meta.content = rate;
    document.head.append(meta);
  }

  function hide() {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('sends one beacon of the figures by sendBeacon when the page is hidden, and only new figures after', async () => {
    setRate('1');
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    window.history.replaceState(null, '', '/game/play/777?from=home');
    const { startVitals } = await import('./start');
    await startVitals(window, () => 0.5);

    reporters.LCP?.({ name: 'LCP', value: 1500, navigationType: 'navigate' });
    reporters.CLS?.({ name: 'CLS', value: 0.02, navigationType: 'navigate' });
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/vitals');
    expect(JSON.parse(body ?? '')).toEqual({
      route: '/game/play/:gameId',
      device: window.innerWidth < 768 ? 'phone' : window.innerWidth < 1024 ? 'tablet' : 'desktop',
      navigation: 'navigate',
      figures: [
        { name: 'LCP', value: 1500 },
        { name: 'CLS', value: 0.02 },
      ],
    });
    expect(body).not.toContain('777');

    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    reporters.INP?.({ name: 'INP', value: 200, navigationType: 'navigate' });
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(JSON.parse(sendBeacon.mock.calls[1]?.[1] ?? '').figures).toEqual([{ name: 'INP', value: 200 }]);
  });

  it('measures nothing outside the sample', async () => {
    setRate('0.1');
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    for (const key of Object.keys(reporters)) delete reporters[key];
    const { startVitals } = await import('./start');
    await startVitals(window, () => 0.5);
    expect(reporters.LCP).toBeUndefined();
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

import { metricsVitals } from '@site/contract/api/vitals';
import { endpointUrl } from '../../shared/api/request';
import { beaconOf, deviceClassOf, navigationOf, routePatternOf, sampled, sampleRateOf, type Figure } from './reporter';

/**
 * Players' own figures (issue 22): loaded by main.tsx after the page's `load` event (never during
 * render; none of this is in the first screen's JS). In the sample (the server's rate, in the page's
 * `<meta name="site-vitals-sample">`), web-vitals measures LCP, INP and CLS of this page load and one
 * beacon carries them when the page is hidden (tab switched, closed, left), by navigator.sendBeacon:
 * a string body is text/plain, no header of ours (the endpoint is unsigned: docs/decisions.md).
 * The route is the pattern of the page the player landed on; the figures are that load's.
 */
export async function startVitals(win: Window = window, random: () => number = Math.random): Promise<void> {
  const doc = win.document;
  const rate = sampleRateOf(doc.querySelector('meta[name="site-vitals-sample"]')?.getAttribute('content'));
  if (!sampled(rate, random()) || typeof win.navigator.sendBeacon !== 'function') return;

  const route = routePatternOf(win.location.pathname);
  const device = deviceClassOf(win.innerWidth);
  const url = endpointUrl(metricsVitals);
  const figures: Figure[] = [];
  let navigation = navigationOf(undefined);
  let sent = 0;

  const flush = () => {
    if (figures.length === sent) return;
    const beacon = beaconOf(figures.slice(sent), route, device, navigation);
    sent = figures.length;
    if (beacon) win.navigator.sendBeacon(url, JSON.stringify(beacon));
  };
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const take = (metric: { name: string; value: number; navigationType?: string }) => {
    navigation = navigationOf(metric.navigationType);
    figures.push({ name: metric.name as Figure['name'], value: metric.value });
  };
  onLCP(take);
  onINP(take);
  onCLS(take);
  // After web-vitals' own listeners, which report CLS and INP (and LCP if no input came) on the same event.
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush();
  });
  win.addEventListener('pagehide', flush);
  // Says the figures are being taken (a visit's test waits for it before it acts; nothing reads it otherwise).
  doc.documentElement.dataset.vitals = 'on';
}

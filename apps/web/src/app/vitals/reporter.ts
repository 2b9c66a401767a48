import {
  VITALS_METRICS,
  vitalsRouteLabel,
  vitalsValueProblem,
  type DeviceClass,
  type NavigationType,
  type VitalsBeacon,
  type VitalsMetric,
} from '@site/contract/api/vitals';
import { matchRoutes } from 'react-router';
import { eachPage } from '../pages';

/**
 * Players' own figures (issue 22), the parts without the browser: whether this page view is in the
 * sample, its route PATTERN from the page declarations, its device class, and the beacon of the
 * figures collected so far. start.ts wires them to web-vitals and navigator.sendBeacon.
 */

/** The share of page views to report, from `<meta name="site-vitals-sample">` (the server's VITALS_SAMPLE_RATE); 0 when absent or not a number. */
export function sampleRateOf(content: string | null | undefined): number {
  const rate = Number(content ?? '');
  return content && Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
}

/** Whether this page view is in the sample: `random` is a draw in [0, 1). */
export function sampled(rate: number, random: number): boolean {
  return random < rate;
}

/** The viewport's width as the device class /metrics counts: phone below 768 px, tablet below 1024 px. */
export function deviceClassOf(width: number): DeviceClass {
  if (width < 768) return 'phone';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

let patterns: { path: string }[] | undefined;

/**
 * The declared page pattern an address opens (`/game/play/12345?x=1` → `/game/play/:gameId`), never
 * the address itself: ids and queries stay in the browser. "other" for an address no page declares.
 */
export function routePatternOf(pathname: string): string {
  patterns ??= eachPage()
    .map((page) => page.path)
    .filter((path): path is string => path !== undefined && path !== '*')
    .map((path) => ({ path }));
  const matched = matchRoutes(patterns, pathname.split('?')[0] ?? '/')?.[0]?.route.path;
  return matched === undefined ? 'other' : vitalsRouteLabel(matched);
}

export interface Figure {
  name: VitalsMetric;
  value: number;
}

const KNOWN: ReadonlySet<string> = new Set(VITALS_METRICS);

/**
 * The beacon of one page view: the latest value of each metric within its bounds (web-vitals may
 * report CLS and INP again as they grow), or undefined when there is nothing to send.
 */
export function beaconOf(figures: readonly Figure[], route: string, device: DeviceClass, navigation: NavigationType): VitalsBeacon | undefined {
  const latest = new Map<VitalsMetric, number>();
  for (const { name, value } of figures) {
    if (KNOWN.has(name) && vitalsValueProblem(name, value) === undefined) latest.set(name, Math.round(value * 10_000) / 10_000);
  }
  if (latest.size === 0) return undefined;
  return { route, device, navigation, figures: [...latest].map(([name, value]) => ({ name, value })) };
}

/** web-vitals' navigation type as the contract names them ('navigate' for anything else). */
export function navigationOf(type: string | undefined): NavigationType {
  const known: readonly string[] = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'];
  return type !== undefined && known.includes(type) ? (type as NavigationType) : 'navigate';
}

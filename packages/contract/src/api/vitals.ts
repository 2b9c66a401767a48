import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { SITE_ROUTES } from './site-routes';

/**
 * Issue 22, players' own figures: the web app measures LCP, INP and CLS in a sample of players' browsers
 * (the web-vitals library) and sends them in one beacon per page view (navigator.sendBeacon, on the page
 * being hidden) to POST /api/v1/vitals; /metrics exports them as histograms by route and device class.
 *
 * sendBeacon can send no header of ours, so this endpoint is unsigned (the server lists it in
 * openapi.ts UNSIGNED_ENDPOINT_IDS): no token, no sign, a 2 KB body, a per-address and a site-wide
 * limit, and a schema that bounds every field. It can only add an observation to a histogram of a known label.
 */
export const VITALS_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

/**
 * Bounds of a figure: LCP and INP in milliseconds, CLS unitless. A value outside is refused (031103), not
 * clamped: a clamped value would still land in the top bucket and pull the sum, which is what a flood of
 * made-up beacons is after (issue 33: LCP 120 s from 60 addresses). The times at most 60 s (web.dev's
 * "poor" starts at 4 s LCP and 0.5 s INP; a minute to the largest paint or to answer one tap is a broken
 * measurement or a made-up one), CLS at most 10 (0.25 is poor; 10 is ten whole viewports shifted). The web
 * app sends nothing outside them (apps/web/src/app/vitals/reporter.ts asks vitalsValueProblem).
 */
export const VITALS_BOUNDS: Readonly<Record<VitalsMetric, { min: number; max: number }>> = {
  LCP: { min: 0, max: 60_000 },
  INP: { min: 0, max: 60_000 },
  CLS: { min: 0, max: 10 },
};

/** From the viewport's width: phone below 768 px, tablet below 1024 px, desktop from 1024 px. */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** web-vitals' navigation types. */
export const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

/** The largest beacon body the server reads, in bytes (larger: 413 031101). */
export const VITALS_BODY_LIMIT = 2048;

/** The route label of a page whose pattern is not one of SITE_ROUTES. */
export const OTHER_ROUTE = 'other';

/**
 * Every page pattern the web app declares (its features' pages.ts), as /metrics may label them: the
 * server labels any other route "other", so a beacon cannot grow /metrics. Written by the build from the
 * web's declarations (site-routes.ts, scripts/site-routes.ts), never by hand.
 */
export { SITE_ROUTES };

const KNOWN_ROUTES: ReadonlySet<string> = new Set(SITE_ROUTES);

/** The /metrics label of a route pattern: itself when the site declares it, else "other". */
export function vitalsRouteLabel(route: string): string {
  return KNOWN_ROUTES.has(route) ? route : OTHER_ROUTE;
}

export const vitalsFigure = z.object({
  name: z.enum(VITALS_METRICS),
  /** Its bounds, per metric, are checked by `vitalsValueProblem` (a refusal of its own, 031103). */
  value: z.number(),
});

/**
 * One beacon: the page's route PATTERN (never the address with its ids or query), the device class,
 * how the page was reached, and its figures (each metric at most once). The value bounds are checked
 * per metric by `vitalsValueProblem` (a separate code, 031103).
 */
export const vitalsBeacon = z.strictObject({
  route: z.string().check(z.minLength(1), z.maxLength(96), z.regex(/^(\/[A-Za-z0-9_.:?-]*)+$|^other$/)),
  device: z.enum(DEVICE_CLASSES),
  navigation: z.enum(NAVIGATION_TYPES),
  figures: z
    .array(vitalsFigure)
    .check(
      z.minLength(1),
      z.maxLength(VITALS_METRICS.length),
      z.refine((figures) => new Set(figures.map((f) => f.name)).size === figures.length, 'each metric at most once'),
    ),
});
export type VitalsBeacon = z.output<typeof vitalsBeacon>;

/** Undefined when the value is within its metric's bounds; else why not. */
export function vitalsValueProblem(name: VitalsMetric, value: number): string | undefined {
  const { min, max } = VITALS_BOUNDS[name];
  if (!Number.isFinite(value) || value < min || value > max) return `${name} must be within ${min} and ${max}`;
  return undefined;
}

export const metricsVitals = endpoint({
  id: 'metrics.vitals',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/vitals',
  extension: true,
  body: vitalsBeacon,
  response: z.null(),
  summary:
    'Players\' own figures (extension, unsigned: sent by navigator.sendBeacon, which sends no headers of ours): LCP, INP and CLS of one page view by route pattern and device class; body at most 2 KB (031101), JSON as text/plain or application/json; 031100 malformed, 031102 unknown metric, 031103 value out of bounds, 031104 too many from one address, 031105 too many site-wide',
});

export const vitalsApi = { report: metricsVitals } as const;

// Issue 22, players' own figures: refusals of a web-vitals beacon (POST /v1/vitals). The server's catalogue
// (apps/server/src/db/seed/catalogue-vitals.ts) words each in zh-TW, en and th. A refused beacon changes nothing.

/** Refusals of a beacon of players' own figures (031100-031105). */
export const VITALS_ERROR_CODES = {
  /** 400: the body is not JSON or not a beacon (route, device class, navigation type or the list of figures); data { issues }. */
  malformed: '031100',
  /** 413: the body is over VITALS_BODY_LIMIT bytes; data { limitBytes }. */
  tooLarge: '031101',
  /** 400: a figure's name is not one of VITALS_METRICS; data { issues }. */
  unknownMetric: '031102',
  /** 400: a figure's value is outside its bounds (VITALS_BOUNDS); data { issues }. */
  outOfBounds: '031103',
  /** 429: too many beacons from one address in a minute. */
  rateLimited: '031104',
  /** 429: too many beacons from all addresses together in a minute (issue 33: many addresses filled the histograms). */
  siteRateLimited: '031105',
} as const;

/** The core's codes (000xxx): the server answers them for any call (SPEC 8, DESIGN 3). The success code is SUCCESS_CODE (error-codes.ts). */
export const CORE_ERROR_CODES = {
  /** 400: the request parameters are invalid (data { reason } or the failing rule's key). */
  badRequest: '000400',
  /** 400: the request signature is missing. */
  signMissing: '000401',
  /** 400: the request signature is wrong. */
  signInvalid: '000402',
  /** 400: the device clock is too far from the server's (DESIGN 3). */
  timestampSkew: '000403',
  /** 404: no such resource. */
  notFound: '000404',
  /** 400: a write without its Idempotency-Key. */
  idempotencyKeyMissing: '000405',
  /** 403: /metrics from an address that may not read it (operators only). */
  metricsForbidden: '000406',
  /** 413: the request body is too large; data { limitBytes }. */
  payloadTooLarge: '000413',
  /** 429: too many requests. */
  rateLimited: '000429',
  /** 500: the system is busy. */
  internal: '000500',
  /** 503: the site is under maintenance. */
  maintenance: '000503',
  /** 503: /readyz, the service is not ready (operators only). */
  notReady: '000504',
} as const;

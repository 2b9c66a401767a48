/**
 * A failure the API answers with: HTTP status plus a catalogued 6-digit code.
 * Every code thrown must exist in the error catalogue (db/seed/catalogue.ts);
 * a test scans the sources for `new ApiError(<status>, '<code>'` and checks it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly data: unknown = null,
  ) {
    super(`${status}${code}`);
    this.name = 'ApiError';
  }
}

/** The catalogue codes the core itself answers with. */
export const CoreErrors = {
  badRequest: (data: unknown = null) => new ApiError(400, '000400', data),
  notFound: () => new ApiError(404, '000404'),
  payloadTooLarge: (limitBytes = 1024 * 1024) => new ApiError(413, '000413', { limitBytes }),
  internal: () => new ApiError(500, '000500'),
  maintenance: (data: unknown = null) => new ApiError(503, '000503', data),
  signMissing: () => new ApiError(400, '000401'),
  signInvalid: () => new ApiError(400, '000402'),
  timestampSkew: () => new ApiError(400, '000403'),
  rateLimited: () => new ApiError(429, '000429'),
  tokenMissing: () => new ApiError(401, '001001'),
  tokenInvalid: () => new ApiError(401, '001002'),
  tokenExpired: () => new ApiError(401, '001003'),
  tokenRevoked: () => new ApiError(401, '001004'),
  loggedInElsewhere: () => new ApiError(401, '001005'),
  accountBlocked: () => new ApiError(403, '001002'),
  idempotencyKeyMissing: () => new ApiError(400, '000405'),
} as const;

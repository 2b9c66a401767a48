import { CORE_ERROR_CODES, SESSION_ERROR_CODES } from '@site/contract';
/**
 * A failure the API answers with: HTTP status plus a catalogued 6-digit code.
 * Every code thrown must exist in the error catalogue (db/seed/catalogue.ts);
 * a test scans the sources for `new ApiError(<status>, <GROUP>.<name>` (the
 * contract's code names, issue 18) and checks it.
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
  badRequest: (data: unknown = null) => new ApiError(400, CORE_ERROR_CODES.badRequest, data),
  notFound: () => new ApiError(404, CORE_ERROR_CODES.notFound),
  payloadTooLarge: (limitBytes = 1024 * 1024) => new ApiError(413, CORE_ERROR_CODES.payloadTooLarge, { limitBytes }),
  internal: () => new ApiError(500, CORE_ERROR_CODES.internal),
  maintenance: (data: unknown = null) => new ApiError(503, CORE_ERROR_CODES.maintenance, data),
  signMissing: () => new ApiError(400, CORE_ERROR_CODES.signMissing),
  signInvalid: () => new ApiError(400, CORE_ERROR_CODES.signInvalid),
  timestampSkew: () => new ApiError(400, CORE_ERROR_CODES.timestampSkew),
  rateLimited: () => new ApiError(429, CORE_ERROR_CODES.rateLimited),
  tokenMissing: () => new ApiError(401, SESSION_ERROR_CODES.tokenMissing),
  tokenInvalid: () => new ApiError(401, SESSION_ERROR_CODES.tokenInvalid),
  tokenExpired: () => new ApiError(401, SESSION_ERROR_CODES.tokenExpired),
  tokenRevoked: () => new ApiError(401, SESSION_ERROR_CODES.tokenRevoked),
  loggedInElsewhere: () => new ApiError(401, SESSION_ERROR_CODES.loggedInElsewhere),
  passwordChanged: () => new ApiError(401, SESSION_ERROR_CODES.passwordChanged),
  /** SPEC 8: 403 with the session's 001002 means the account is disabled. */
  accountBlocked: () => new ApiError(403, SESSION_ERROR_CODES.tokenInvalid),
  idempotencyKeyMissing: () => new ApiError(400, CORE_ERROR_CODES.idempotencyKeyMissing),
} as const;

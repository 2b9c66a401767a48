import { CORE_ERROR_CODES, SESSION_ERROR_CODES } from '@site/contract';
/**
 * A failure the API answers with: HTTP status plus a catalogued 6-digit code. Services throw it and
 * http/errors.ts turns it into the envelope and the status, so a service never imports http/ (issue 35).
 * Every code thrown must exist in the error catalogue (db/seed/catalogue.ts);
 * a test scans the sources for `new DomainError(<status>, <GROUP>.<name>` (the
 * contract's code names, issue 18) and checks it.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly data: unknown = null,
  ) {
    super(`${status}${code}`);
    this.name = 'DomainError';
  }
}

/** The catalogue codes the core itself answers with. */
export const CoreErrors = {
  badRequest: (data: unknown = null) => new DomainError(400, CORE_ERROR_CODES.badRequest, data),
  notFound: () => new DomainError(404, CORE_ERROR_CODES.notFound),
  payloadTooLarge: (limitBytes = 1024 * 1024) => new DomainError(413, CORE_ERROR_CODES.payloadTooLarge, { limitBytes }),
  internal: () => new DomainError(500, CORE_ERROR_CODES.internal),
  maintenance: (data: unknown = null) => new DomainError(503, CORE_ERROR_CODES.maintenance, data),
  signMissing: () => new DomainError(400, CORE_ERROR_CODES.signMissing),
  signInvalid: () => new DomainError(400, CORE_ERROR_CODES.signInvalid),
  timestampSkew: () => new DomainError(400, CORE_ERROR_CODES.timestampSkew),
  rateLimited: () => new DomainError(429, CORE_ERROR_CODES.rateLimited),
  tokenMissing: () => new DomainError(401, SESSION_ERROR_CODES.tokenMissing),
  tokenInvalid: () => new DomainError(401, SESSION_ERROR_CODES.tokenInvalid),
  tokenExpired: () => new DomainError(401, SESSION_ERROR_CODES.tokenExpired),
  tokenRevoked: () => new DomainError(401, SESSION_ERROR_CODES.tokenRevoked),
  loggedInElsewhere: () => new DomainError(401, SESSION_ERROR_CODES.loggedInElsewhere),
  passwordChanged: () => new DomainError(401, SESSION_ERROR_CODES.passwordChanged),
  /** SPEC 8: 403 with the session's 001002 means the account is disabled. */
  accountBlocked: () => new DomainError(403, SESSION_ERROR_CODES.tokenInvalid),
  idempotencyKeyMissing: () => new DomainError(400, CORE_ERROR_CODES.idempotencyKeyMissing),
} as const;

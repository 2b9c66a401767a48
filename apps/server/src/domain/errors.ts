import { CORE_ERRORS, SESSION_ERRORS } from '@site/contract';
import type { ErrorDeclaration } from '@site/contract/codes/declare';
/**
 * A failure the API answers with: HTTP status plus a catalogued 6-digit code. Services throw it and
 * http/errors.ts turns it into the envelope and the status, so a service never imports http/ (issue 35).
 * Services make it with domainError(<a contract declaration>), so its status and texts are the
 * declaration's; http/ alone writes `new DomainError(...)` for what it maps (http/catalogue.test.ts).
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

/** The failure a contract declaration names (packages/contract/src/codes): its status is the declaration's. */
export function domainError(declaration: ErrorDeclaration, data: unknown = null): DomainError {
  return new DomainError(declaration.status, declaration.code, data);
}

/** The catalogue codes the core itself answers with. */
export const CoreErrors = {
  badRequest: (data: unknown = null) => domainError(CORE_ERRORS.badRequest, data),
  notFound: () => domainError(CORE_ERRORS.notFound),
  payloadTooLarge: (limitBytes = 1024 * 1024) => domainError(CORE_ERRORS.payloadTooLarge, { limitBytes }),
  internal: () => domainError(CORE_ERRORS.internal),
  maintenance: (data: unknown = null) => domainError(CORE_ERRORS.maintenance, data),
  signMissing: () => domainError(CORE_ERRORS.signMissing),
  signInvalid: () => domainError(CORE_ERRORS.signInvalid),
  timestampSkew: () => domainError(CORE_ERRORS.timestampSkew),
  rateLimited: () => domainError(CORE_ERRORS.rateLimited),
  tokenMissing: () => domainError(SESSION_ERRORS.tokenMissing),
  tokenInvalid: () => domainError(SESSION_ERRORS.tokenInvalid),
  tokenExpired: () => domainError(SESSION_ERRORS.tokenExpired),
  tokenRevoked: () => domainError(SESSION_ERRORS.tokenRevoked),
  loggedInElsewhere: () => domainError(SESSION_ERRORS.loggedInElsewhere),
  passwordChanged: () => domainError(SESSION_ERRORS.passwordChanged),
  /** SPEC 8: 403 with the session's 001002 means the account is disabled. */
  accountBlocked: () => domainError(SESSION_ERRORS.accountBlocked),
  idempotencyKeyMissing: () => domainError(CORE_ERRORS.idempotencyKeyMissing),
} as const;

import { PASSKEY_ERRORS } from '@site/contract';
import { domainError } from '../../domain/errors';

/** The passkey codes (issue 39, 013030-013037); the contract's PASSKEY_ERRORS declares their statuses and texts. */
export const PasskeyErrors = {
  unavailable: () => domainError(PASSKEY_ERRORS.unavailable),
  notRecognised: () => domainError(PASSKEY_ERRORS.notRecognised),
  challengeExpired: () => domainError(PASSKEY_ERRORS.challengeExpired),
  verificationFailed: () => domainError(PASSKEY_ERRORS.verificationFailed),
  notFound: () => domainError(PASSKEY_ERRORS.notFound),
  alreadyRegistered: () => domainError(PASSKEY_ERRORS.alreadyRegistered),
  limitReached: (max: number) => domainError(PASSKEY_ERRORS.limitReached, { max }),
  confirmationNeeded: () => domainError(PASSKEY_ERRORS.confirmationNeeded),
} as const;

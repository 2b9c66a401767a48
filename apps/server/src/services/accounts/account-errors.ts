import { domainError } from '../../domain/errors';
import { ACCOUNT_ERRORS } from '@site/contract';

/**
 * The 013xxx codes of my account (issue 10): ID verification, delivery
 * addresses, withdrawal protection and the two-step phone change.
 * The contract's ACCOUNT_ERRORS declares each with its status and texts.
 */
export const AccountErrors = {
  idCardVerifying: () => domainError(ACCOUNT_ERRORS.idCardVerifying),
  idCardVerified: () => domainError(ACCOUNT_ERRORS.idCardVerified),
  idCardPhotoInvalid: (field: 'frontFileId' | 'backFileId') => domainError(ACCOUNT_ERRORS.idCardPhotoInvalid, { field }),
  idNumberTaken: () => domainError(ACCOUNT_ERRORS.idNumberTaken),
  idCardRequired: () => domainError(ACCOUNT_ERRORS.idCardRequired),
  addressFull: (max: number) => domainError(ACCOUNT_ERRORS.addressFull, { max }),
  addressNotFound: () => domainError(ACCOUNT_ERRORS.addressNotFound),
  withdrawProtected: () => domainError(ACCOUNT_ERRORS.withdrawProtected),
  loginPasswordWrong: () => domainError(ACCOUNT_ERRORS.loginPasswordWrong),
  phoneChangeExpired: () => domainError(ACCOUNT_ERRORS.phoneChangeExpired),
  phoneChangeStepMissing: () => domainError(ACCOUNT_ERRORS.phoneChangeStepMissing),
  sessionNotFound: () => domainError(ACCOUNT_ERRORS.sessionNotFound),
} as const;

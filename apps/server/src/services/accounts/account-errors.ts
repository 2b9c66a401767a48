import { DomainError } from '../../domain/errors';
import { ACCOUNT_ERROR_CODES } from '@site/contract';

/**
 * The 013xxx codes of my account (issue 10): ID verification, delivery
 * addresses, withdrawal protection and the two-step phone change.
 * db/seed/catalogue-account.ts describes each; the contract's
 * ACCOUNT_ERROR_CODES names them for the clients.
 */
export const AccountErrors = {
  idCardVerifying: () => new DomainError(409, ACCOUNT_ERROR_CODES.idCardVerifying),
  idCardVerified: () => new DomainError(409, ACCOUNT_ERROR_CODES.idCardVerified),
  idCardPhotoInvalid: (field: 'frontFileId' | 'backFileId') => new DomainError(400, ACCOUNT_ERROR_CODES.idCardPhotoInvalid, { field }),
  idNumberTaken: () => new DomainError(409, ACCOUNT_ERROR_CODES.idNumberTaken),
  idCardRequired: () => new DomainError(403, ACCOUNT_ERROR_CODES.idCardRequired),
  addressFull: (max: number) => new DomainError(400, ACCOUNT_ERROR_CODES.addressFull, { max }),
  addressNotFound: () => new DomainError(404, ACCOUNT_ERROR_CODES.addressNotFound),
  withdrawProtected: () => new DomainError(403, ACCOUNT_ERROR_CODES.withdrawProtected),
  loginPasswordWrong: () => new DomainError(400, ACCOUNT_ERROR_CODES.loginPasswordWrong),
  phoneChangeExpired: () => new DomainError(400, ACCOUNT_ERROR_CODES.phoneChangeExpired),
  phoneChangeStepMissing: () => new DomainError(400, ACCOUNT_ERROR_CODES.phoneChangeStepMissing),
} as const;

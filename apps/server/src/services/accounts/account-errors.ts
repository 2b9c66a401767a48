import { ApiError } from '../../http/api-error';

/**
 * The 013xxx codes of my account (issue 10): ID verification, delivery
 * addresses, withdrawal protection and the two-step phone change.
 * db/seed/catalogue-account.ts describes each; the contract's
 * ACCOUNT_ERROR_CODES names them for the clients.
 */
export const AccountErrors = {
  idCardVerifying: () => new ApiError(409, '013001'),
  idCardVerified: () => new ApiError(409, '013002'),
  idCardPhotoInvalid: (field: 'frontFileId' | 'backFileId') => new ApiError(400, '013003', { field }),
  idNumberTaken: () => new ApiError(409, '013004'),
  idCardRequired: () => new ApiError(403, '013005'),
  addressFull: (max: number) => new ApiError(400, '013006', { max }),
  addressNotFound: () => new ApiError(404, '013007'),
  withdrawProtected: () => new ApiError(403, '013008'),
  loginPasswordWrong: () => new ApiError(400, '013009'),
  phoneChangeExpired: () => new ApiError(400, '013010'),
  phoneChangeStepMissing: () => new ApiError(400, '013011'),
} as const;

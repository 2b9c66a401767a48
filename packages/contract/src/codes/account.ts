/** Codes of the account area (013xxx; the server's catalogue describes each in three languages). */
export const ACCOUNT_ERROR_CODES = {
  /** 409: an application is under review. */
  idCardVerifying: '013001',
  /** 409: already verified. */
  idCardVerified: '013002',
  /** 400: a photo id is not the player's own upload of that purpose. */
  idCardPhotoInvalid: '013003',
  /** 409: the ID number is verified (or under review) on another account. */
  idNumberTaken: '013004',
  /** 403: bank-card binding needs ID verification first (SPEC 5). */
  idCardRequired: '013005',
  /** 400: 設置收貨地址數已滿，刪除後才可以新增 (SPEC 8), data { max }. */
  addressFull: '013006',
  /** 404: no such address of this player. */
  addressNotFound: '013007',
  /** 403: withdrawal protection is on; reset the withdrawal password by phone. */
  withdrawProtected: '013008',
  /** 400: the login password given to switch protection off is wrong. */
  loginPasswordWrong: '013009',
  /** 400: step 1 of the phone change is missing, used or older than 30 minutes. */
  phoneChangeExpired: '013010',
  /** 400: neither uuid nor oldCode given to PUT /v1/user/security/mobile. */
  phoneChangeStepMissing: '013011',
} as const;

import { ApiError } from '../../http/api-error';

/** The 0610xx codes of the promotions (db/seed/catalogue-promotions.ts describes each; contract PROMOTION_ERROR_CODES names them). */
export const PromotionErrors = {
  joinFailed: () => new ApiError(500, '061050'),
  hasBet: () => new ApiError(400, '061051'),
  alreadyJoined: () => new ApiError(400, '061052'),
  hasDeposit: () => new ApiError(400, '061053'),
} as const;

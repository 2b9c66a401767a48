import { DomainError } from '../../domain/errors';
import { PROMOTION_ERROR_CODES } from '@site/contract';

/** The 0610xx codes of the promotions (db/seed/catalogue-promotions.ts describes each; contract PROMOTION_ERROR_CODES names them). */
export const PromotionErrors = {
  joinFailed: () => new DomainError(500, PROMOTION_ERROR_CODES.joinFailed),
  hasBet: () => new DomainError(400, PROMOTION_ERROR_CODES.hasBet),
  alreadyJoined: () => new DomainError(400, PROMOTION_ERROR_CODES.alreadyJoined),
  hasDeposit: () => new DomainError(400, PROMOTION_ERROR_CODES.hasDeposit),
} as const;

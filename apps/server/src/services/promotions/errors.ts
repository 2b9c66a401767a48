import { domainError } from '../../domain/errors';
import { PROMOTION_ERRORS } from '@site/contract';

/** The 0610xx codes of the promotions (the contract's declarations word each; contract PROMOTION_ERROR_CODES names them). */
export const PromotionErrors = {
  joinFailed: () => domainError(PROMOTION_ERRORS.joinFailed),
  hasBet: () => domainError(PROMOTION_ERRORS.hasBet),
  alreadyJoined: () => domainError(PROMOTION_ERRORS.alreadyJoined),
  hasDeposit: () => domainError(PROMOTION_ERRORS.hasDeposit),
} as const;

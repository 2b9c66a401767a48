import { domainError } from '../../domain/errors';
import { ACTIVITY_ERRORS } from '@site/contract';

/** The 0610xx codes of the promotions list and rewards (the contract's declarations word each). */
export const ActivityErrors = {
  notFound: (code: string) => domainError(ACTIVITY_ERRORS.notFound, { code }),
  categoryNotFound: (categoryId: number) => domainError(ACTIVITY_ERRORS.categoryNotFound, { categoryId }),
  rewardNotFound: () => domainError(ACTIVITY_ERRORS.rewardNotFound),
  rewardClaimed: () => domainError(ACTIVITY_ERRORS.rewardClaimed),
  rewardExpired: () => domainError(ACTIVITY_ERRORS.rewardExpired),
  claimFailed: () => domainError(ACTIVITY_ERRORS.claimFailed),
} as const;

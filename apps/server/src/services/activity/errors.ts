import { DomainError } from '../../domain/errors';
import { ACTIVITY_ERROR_CODES } from '@site/contract';

/** The 0610xx codes of the promotions list and rewards (db/seed/catalogue-activity.ts describes each). */
export const ActivityErrors = {
  notFound: (code: string) => new DomainError(404, ACTIVITY_ERROR_CODES.notFound, { code }),
  categoryNotFound: (categoryId: number) => new DomainError(404, ACTIVITY_ERROR_CODES.categoryNotFound, { categoryId }),
  rewardNotFound: () => new DomainError(404, ACTIVITY_ERROR_CODES.rewardNotFound),
  rewardClaimed: () => new DomainError(409, ACTIVITY_ERROR_CODES.rewardClaimed),
  rewardExpired: () => new DomainError(409, ACTIVITY_ERROR_CODES.rewardExpired),
  claimFailed: () => new DomainError(500, ACTIVITY_ERROR_CODES.claimFailed),
} as const;

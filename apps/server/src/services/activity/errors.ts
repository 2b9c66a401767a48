import { ApiError } from '../../http/api-error';
import { ACTIVITY_ERROR_CODES } from '@site/contract';

/** The 0610xx codes of the promotions list and rewards (db/seed/catalogue-activity.ts describes each). */
export const ActivityErrors = {
  notFound: (code: string) => new ApiError(404, ACTIVITY_ERROR_CODES.notFound, { code }),
  categoryNotFound: (categoryId: number) => new ApiError(404, ACTIVITY_ERROR_CODES.categoryNotFound, { categoryId }),
  rewardNotFound: () => new ApiError(404, ACTIVITY_ERROR_CODES.rewardNotFound),
  rewardClaimed: () => new ApiError(409, ACTIVITY_ERROR_CODES.rewardClaimed),
  rewardExpired: () => new ApiError(409, ACTIVITY_ERROR_CODES.rewardExpired),
  claimFailed: () => new ApiError(500, ACTIVITY_ERROR_CODES.claimFailed),
} as const;

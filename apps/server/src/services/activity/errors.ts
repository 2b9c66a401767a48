import { ApiError } from '../../http/api-error';

/** The 0610xx codes of the promotions list and rewards (db/seed/catalogue-activity.ts describes each). */
export const ActivityErrors = {
  notFound: (code: string) => new ApiError(404, '061001', { code }),
  categoryNotFound: (categoryId: number) => new ApiError(404, '061002', { categoryId }),
  rewardNotFound: () => new ApiError(404, '061003'),
  rewardClaimed: () => new ApiError(409, '061004'),
  rewardExpired: () => new ApiError(409, '061005'),
  claimFailed: () => new ApiError(500, '061006'),
} as const;

import { ApiError } from '../../http/api-error';

/** The 041xxx codes of the VIP area (db/seed/catalogue-vip.ts describes each; contract VIP_ERROR_CODES names them). */
export const VipErrors = {
  insufficientPoints: (available: string) => new ApiError(400, '041001', { available }),
  exchangeFailed: () => new ApiError(500, '041002'),
  exchangeTooSmall: (minPoints: number) => new ApiError(400, '041003', { minPoints }),
  exchangeCurrency: (currency: string) => new ApiError(400, '041004', { currency }),
} as const;

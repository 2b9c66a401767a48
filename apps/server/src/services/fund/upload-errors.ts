import { UPLOAD_LIMITS } from '@site/contract';
import { ApiError } from '../../http/api-error';

/** Issue 17's upload codes (contract UPLOAD_ERROR_CODES names them; db/seed/catalogue-uploads.ts describes each). */
export const UploadErrors = {
  dailyQuota: () => new ApiError(429, '013020', { count: UPLOAD_LIMITS.perDayCount, bytes: UPLOAD_LIMITS.perDayBytes }),
  tooManyPixels: () => new ApiError(400, '013021', { maxPixels: UPLOAD_LIMITS.maxInputPixels }),
} as const;

import { UPLOAD_LIMITS, UPLOAD_ERROR_CODES } from '@site/contract';
import { DomainError } from '../../domain/errors';

/** Issue 17's upload codes (contract UPLOAD_ERROR_CODES names them; db/seed/catalogue-uploads.ts describes each). */
export const UploadErrors = {
  dailyQuota: () => new DomainError(429, UPLOAD_ERROR_CODES.dailyQuota, { count: UPLOAD_LIMITS.perDayCount, bytes: UPLOAD_LIMITS.perDayBytes }),
  tooManyPixels: () => new DomainError(400, UPLOAD_ERROR_CODES.tooManyPixels, { maxPixels: UPLOAD_LIMITS.maxInputPixels }),
} as const;

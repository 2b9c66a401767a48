import { UPLOAD_ERRORS, UPLOAD_LIMITS } from '@site/contract';
import { domainError } from '../../domain/errors';

/** Issue 17's upload codes (contract UPLOAD_ERROR_CODES names them; the contract's declarations word each). */
export const UploadErrors = {
  dailyQuota: () => domainError(UPLOAD_ERRORS.dailyQuota, { count: UPLOAD_LIMITS.perDayCount, bytes: UPLOAD_LIMITS.perDayBytes }),
  tooManyPixels: () => domainError(UPLOAD_ERRORS.tooManyPixels, { maxPixels: UPLOAD_LIMITS.maxInputPixels }),
} as const;

import { DomainError } from '../../domain/errors';
import { VIP_ERROR_CODES } from '@site/contract';

/** The 041xxx codes of the VIP area (db/seed/catalogue-vip.ts describes each; contract VIP_ERROR_CODES names them). */
export const VipErrors = {
  insufficientPoints: (available: string) => new DomainError(400, VIP_ERROR_CODES.insufficientPoints, { available }),
  exchangeFailed: () => new DomainError(500, VIP_ERROR_CODES.exchangeFailed),
  exchangeTooSmall: (minPoints: number) => new DomainError(400, VIP_ERROR_CODES.exchangeTooSmall, { minPoints }),
  exchangeCurrency: (currency: string) => new DomainError(400, VIP_ERROR_CODES.exchangeCurrency, { currency }),
} as const;

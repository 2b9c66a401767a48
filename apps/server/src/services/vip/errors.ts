import { domainError } from '../../domain/errors';
import { VIP_ERRORS } from '@site/contract';

/** The 041xxx codes of the VIP area (the contract's declarations word each; contract VIP_ERROR_CODES names them). */
export const VipErrors = {
  insufficientPoints: (available: string) => domainError(VIP_ERRORS.insufficientPoints, { available }),
  exchangeFailed: () => domainError(VIP_ERRORS.exchangeFailed),
  exchangeTooSmall: (minPoints: number) => domainError(VIP_ERRORS.exchangeTooSmall, { minPoints }),
  exchangeCurrency: (currency: string) => domainError(VIP_ERRORS.exchangeCurrency, { currency }),
} as const;

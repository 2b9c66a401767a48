import { DEPOSIT_LIMIT_ERRORS, type DepositLimitRefusal, type ErrorDeclaration, LIMIT_SETTING_ERRORS, type LimitPeriod } from '@site/contract';
import { domainError } from '../../domain/errors';

const D = DEPOSIT_LIMIT_ERRORS;
const LIMIT_REACHED: Record<LimitPeriod, ErrorDeclaration> = { day: D.dayLimitReached, week: D.weekLimitReached, month: D.monthLimitReached };

/** Issue 20's refusals (contract codes/protection.ts names them; the contract's declarations word each). */
export const ProtectionErrors = {
  /** One code per period, so the catalogue's text can say which limit; data says how much is left. */
  depositLimitReached: (data: DepositLimitRefusal) => domainError(LIMIT_REACHED[data.period], data),
  amountOutOfRange: (minAmount: string, maxAmount: string) => domainError(LIMIT_SETTING_ERRORS.amountOutOfRange, { minAmount, maxAmount }),
  noLimitToRemove: () => domainError(LIMIT_SETTING_ERRORS.noLimitToRemove),
  unchanged: () => domainError(LIMIT_SETTING_ERRORS.unchanged),
  nothingPending: () => domainError(LIMIT_SETTING_ERRORS.nothingPending),
} as const;

import { DEPOSIT_LIMIT_ERROR_CODES, LIMIT_SETTING_ERROR_CODES, type DepositLimitRefusal, type LimitPeriod } from '@site/contract';
import { DomainError } from '../../domain/errors';

const D = DEPOSIT_LIMIT_ERROR_CODES;
const LIMIT_CODE: Record<LimitPeriod, string> = { day: D.dayLimitReached, week: D.weekLimitReached, month: D.monthLimitReached };

/** Issue 20's refusals (contract codes/protection.ts names them; db/seed/catalogue-protection.ts words them). */
export const ProtectionErrors = {
  /** One code per period, so the catalogue's text can say which limit; data says how much is left. */
  depositLimitReached: (data: DepositLimitRefusal) => new DomainError(403, LIMIT_CODE[data.period], data),
  amountOutOfRange: (minAmount: string, maxAmount: string) => new DomainError(400, LIMIT_SETTING_ERROR_CODES.amountOutOfRange, { minAmount, maxAmount }),
  noLimitToRemove: () => new DomainError(409, LIMIT_SETTING_ERROR_CODES.noLimitToRemove),
  unchanged: () => new DomainError(409, LIMIT_SETTING_ERROR_CODES.unchanged),
  nothingPending: () => new DomainError(409, LIMIT_SETTING_ERROR_CODES.nothingPending),
} as const;

import { DORMANCY_ERROR_CODES, TERMS_ERROR_CODES, type TermsWithdrawRefusal } from '@site/contract';
import { DomainError } from '../../domain/errors';

/** The terms' refusals (contract codes/terms.ts names them; db/seed/catalogue-terms.ts words them). The site's cap refuses nobody (issue 33: withdraw-queue.ts). */
export const TermsErrors = {
  withdraw24HoursLimit: (data: TermsWithdrawRefusal) => new DomainError(403, TERMS_ERROR_CODES.withdraw24HoursLimit, data),
  withdrawSmsRequired: (above: string) => new DomainError(400, TERMS_ERROR_CODES.withdrawSmsRequired, { above }),
  accountDormant: (since: string) => new DomainError(403, TERMS_ERROR_CODES.accountDormant, { since }),
  notDormant: () => new DomainError(409, DORMANCY_ERROR_CODES.notDormant),
} as const;

import { DORMANCY_ERRORS, TERMS_ERRORS, type TermsWithdrawRefusal } from '@site/contract';
import { domainError } from '../../domain/errors';

/** The terms' refusals (contract codes/terms.ts names them; the contract's declarations word each). The site's cap refuses nobody (issue 33: withdraw-queue.ts). */
export const TermsErrors = {
  withdraw24HoursLimit: (data: TermsWithdrawRefusal) => domainError(TERMS_ERRORS.withdraw24HoursLimit, data),
  withdrawSmsRequired: (above: string) => domainError(TERMS_ERRORS.withdrawSmsRequired, { above }),
  accountDormant: (since: string) => domainError(TERMS_ERRORS.accountDormant, { since }),
  notDormant: () => domainError(DORMANCY_ERRORS.notDormant),
} as const;

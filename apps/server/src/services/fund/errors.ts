import { DomainError } from '../../domain/errors';
import type { WageringRequirement } from '@site/contract';
import { FUND_ERROR_CODES } from '@site/contract';

/** The 031xxx codes of the cashier (db/seed/catalogue-fund.ts describes each; contract FUND_ERROR_CODES names them). */
export const FundErrors = {
  rechargeLimited: (data: { limitLevel: number; minutes: number | null }) => new DomainError(403, FUND_ERROR_CODES.rechargeLimited, data),
  withdrawBlocked: (data: { isWithdrawOpen: boolean; isWithdrawLock: boolean }) => new DomainError(403, FUND_ERROR_CODES.withdrawBlocked, data),
  bankCardPending: () => new DomainError(409, FUND_ERROR_CODES.bankCardPending),
  bindingRequired: () => new DomainError(400, FUND_ERROR_CODES.bindingRequired),
  belowMinimum: (minAmount: string) => new DomainError(400, FUND_ERROR_CODES.belowMinimum, { minAmount }),
  /** What is left in all, and of each open requirement (issue 17). */
  turnoverNotMet: (remaining: string, requirements: WageringRequirement[] = []) => new DomainError(400, FUND_ERROR_CODES.turnoverNotMet, { remaining, requirements }),
  dailyLimit: (data: { countLimit: number; countUsed: number; amountLimit: string; amountUsed: string }) => new DomainError(400, FUND_ERROR_CODES.dailyLimit, data),
  /** attemptsLeft before the lock; lockedUntil when this wrong password started one (issue 17). */
  withdrawPasswordWrong: (data?: { attemptsLeft: number; lockedUntil: string | null }) => new DomainError(400, FUND_ERROR_CODES.withdrawPasswordWrong, data),
  withdrawPasswordMissing: () => new DomainError(400, FUND_ERROR_CODES.withdrawPasswordMissing),
  phoneRequired: () => new DomainError(400, FUND_ERROR_CODES.phoneRequired),
  uploadFormat: () => new DomainError(400, FUND_ERROR_CODES.uploadFormat),
  uploadTooLarge: () => new DomainError(413, FUND_ERROR_CODES.uploadTooLarge),
  amountOutOfRange: (minAmount: string, maxAmount: string) => new DomainError(400, FUND_ERROR_CODES.amountOutOfRange, { minAmount, maxAmount }),
  channelVipLevel: (minVipLevel: number) => new DomainError(403, FUND_ERROR_CODES.channelVipLevel, { minVipLevel }),
  orderNotChangeable: (status: string) => new DomainError(409, FUND_ERROR_CODES.orderNotChangeable, { status }),
  orderNotFound: () => new DomainError(404, FUND_ERROR_CODES.orderNotFound),
  suspended: (minutes: number) => new DomainError(403, FUND_ERROR_CODES.suspended, { minutes }),
  bindingCapReached: (max: number) => new DomainError(400, FUND_ERROR_CODES.bindingCapReached, { max }),
  txHashUsed: () => new DomainError(409, FUND_ERROR_CODES.txHashUsed),
  alreadyBound: () => new DomainError(409, FUND_ERROR_CODES.alreadyBound),
  uploadInvalid: (field: string) => new DomainError(400, FUND_ERROR_CODES.uploadInvalid, { field }),
  channelUnavailable: () => new DomainError(400, FUND_ERROR_CODES.channelUnavailable),
  // Issue 17 (031030-031039): the withdrawal password, new destinations, frontend type 2.
  withdrawLocked: (until: string, minutes: number) => new DomainError(403, FUND_ERROR_CODES.withdrawLocked, { until, minutes }),
  destinationOnHold: (usableFrom: string) => new DomainError(403, FUND_ERROR_CODES.destinationOnHold, { usableFrom }),
  agentAccount: () => new DomainError(403, FUND_ERROR_CODES.agentAccountFunds),
  bindingProofRequired: () => new DomainError(400, FUND_ERROR_CODES.bindingProofRequired),
} as const;

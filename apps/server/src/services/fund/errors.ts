import { domainError } from '../../domain/errors';
import type { WageringRequirement } from '@site/contract';
import { FUND_ERRORS } from '@site/contract';

/** The 031xxx codes of the cashier (the contract's declarations word each; contract FUND_ERROR_CODES names them). */
export const FundErrors = {
  rechargeLimited: (data: { limitLevel: number; minutes: number | null }) => domainError(FUND_ERRORS.rechargeLimited, data),
  withdrawBlocked: (data: { isWithdrawOpen: boolean; isWithdrawLock: boolean }) => domainError(FUND_ERRORS.withdrawBlocked, data),
  bankCardPending: () => domainError(FUND_ERRORS.bankCardPending),
  bindingRequired: () => domainError(FUND_ERRORS.bindingRequired),
  belowMinimum: (minAmount: string) => domainError(FUND_ERRORS.belowMinimum, { minAmount }),
  /** What is left in all, and of each open requirement (issue 17). */
  turnoverNotMet: (remaining: string, requirements: WageringRequirement[] = []) => domainError(FUND_ERRORS.turnoverNotMet, { remaining, requirements }),
  dailyLimit: (data: { countLimit: number; countUsed: number; amountLimit: string; amountUsed: string }) => domainError(FUND_ERRORS.dailyLimit, data),
  /** attemptsLeft before the lock; lockedUntil when this wrong password started one (issue 17). */
  withdrawPasswordWrong: (data?: { attemptsLeft: number; lockedUntil: string | null }) => domainError(FUND_ERRORS.withdrawPasswordWrong, data),
  withdrawPasswordMissing: () => domainError(FUND_ERRORS.withdrawPasswordMissing),
  phoneRequired: () => domainError(FUND_ERRORS.phoneRequired),
  uploadFormat: () => domainError(FUND_ERRORS.uploadFormat),
  uploadTooLarge: () => domainError(FUND_ERRORS.uploadTooLarge),
  amountOutOfRange: (minAmount: string, maxAmount: string) => domainError(FUND_ERRORS.amountOutOfRange, { minAmount, maxAmount }),
  channelVipLevel: (minVipLevel: number) => domainError(FUND_ERRORS.channelVipLevel, { minVipLevel }),
  orderNotChangeable: (status: string) => domainError(FUND_ERRORS.orderNotChangeable, { status }),
  orderNotFound: () => domainError(FUND_ERRORS.orderNotFound),
  suspended: (minutes: number) => domainError(FUND_ERRORS.suspended, { minutes }),
  bindingCapReached: (max: number) => domainError(FUND_ERRORS.bindingCapReached, { max }),
  txHashUsed: () => domainError(FUND_ERRORS.txHashUsed),
  alreadyBound: () => domainError(FUND_ERRORS.alreadyBound),
  uploadInvalid: (field: string) => domainError(FUND_ERRORS.uploadInvalid, { field }),
  channelUnavailable: () => domainError(FUND_ERRORS.channelUnavailable),
  // Issue 17 (031030-031039): the withdrawal password, new destinations, frontend type 2.
  withdrawLocked: (until: string, minutes: number) => domainError(FUND_ERRORS.withdrawLocked, { until, minutes }),
  destinationOnHold: (usableFrom: string) => domainError(FUND_ERRORS.destinationOnHold, { usableFrom }),
  agentAccount: () => domainError(FUND_ERRORS.agentAccountFunds),
  bindingProofRequired: () => domainError(FUND_ERRORS.bindingProofRequired),
} as const;

import { ApiError } from '../../http/api-error';
import type { WageringRequirement } from '@site/contract';

/** The 031xxx codes of the cashier (db/seed/catalogue-fund.ts describes each; contract FUND_ERROR_CODES names them). */
export const FundErrors = {
  rechargeLimited: (data: { limitLevel: number; minutes: number | null }) => new ApiError(403, '031001', data),
  withdrawBlocked: (data: { isWithdrawOpen: boolean; isWithdrawLock: boolean }) => new ApiError(403, '031002', data),
  bankCardPending: () => new ApiError(409, '031003'),
  bindingRequired: () => new ApiError(400, '031004'),
  belowMinimum: (minAmount: string) => new ApiError(400, '031005', { minAmount }),
  /** What is left in all, and of each open requirement (issue 17). */
  turnoverNotMet: (remaining: string, requirements: WageringRequirement[] = []) => new ApiError(400, '031006', { remaining, requirements }),
  dailyLimit: (data: { countLimit: number; countUsed: number; amountLimit: string; amountUsed: string }) => new ApiError(400, '031007', data),
  /** attemptsLeft before the lock; lockedUntil when this wrong password started one (issue 17). */
  withdrawPasswordWrong: (data?: { attemptsLeft: number; lockedUntil: string | null }) => new ApiError(400, '031008', data),
  withdrawPasswordMissing: () => new ApiError(400, '031009'),
  phoneRequired: () => new ApiError(400, '031010'),
  uploadFormat: () => new ApiError(400, '031011'),
  uploadTooLarge: () => new ApiError(413, '031012'),
  amountOutOfRange: (minAmount: string, maxAmount: string) => new ApiError(400, '031013', { minAmount, maxAmount }),
  channelVipLevel: (minVipLevel: number) => new ApiError(403, '031014', { minVipLevel }),
  orderNotChangeable: (status: string) => new ApiError(409, '031015', { status }),
  orderNotFound: () => new ApiError(404, '031016'),
  suspended: (minutes: number) => new ApiError(403, '031017', { minutes }),
  bindingCapReached: (max: number) => new ApiError(400, '031018', { max }),
  txHashUsed: () => new ApiError(409, '031019'),
  alreadyBound: () => new ApiError(409, '031020'),
  uploadInvalid: (field: string) => new ApiError(400, '031021', { field }),
  channelUnavailable: () => new ApiError(400, '031022'),
  // Issue 17 (031030-031039): the withdrawal password, new destinations, frontend type 2.
  withdrawLocked: (until: string, minutes: number) => new ApiError(403, '031030', { until, minutes }),
  destinationOnHold: (usableFrom: string) => new ApiError(403, '031031', { usableFrom }),
  agentAccount: () => new ApiError(403, '031032'),
  bindingProofRequired: () => new ApiError(400, '031033'),
} as const;

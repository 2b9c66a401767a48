import {
  type LimitPeriod,
  type LossLimitRefusal,
  type ErrorDeclaration,
  PLAY_LIMIT_ERRORS,
  PLAY_LIMIT_SETTING_ERRORS,
  REALITY_CHECK_ERRORS,
  type RealityCheckRefusal,
  type SessionLimitRefusal,
} from '@site/contract';
import { domainError } from '../../domain/errors';

const LOSS_LIMIT: Record<LimitPeriod, ErrorDeclaration> = {
  day: PLAY_LIMIT_ERRORS.dayLossReached,
  week: PLAY_LIMIT_ERRORS.weekLossReached,
  month: PLAY_LIMIT_ERRORS.monthLossReached,
};

/** Refusals of issue 20's play limits (contract codes/protection-play.ts; the contract's declarations word each). */
export const PlayLimitErrors = {
  /** One code per period, so the text says which limit; data says when it resets. */
  lossLimitReached: (data: LossLimitRefusal) => domainError(LOSS_LIMIT[data.period], data),
  sessionTimeReached: (data: SessionLimitRefusal) => domainError(PLAY_LIMIT_ERRORS.sessionTimeReached, data),
  /** The reality check is due and unanswered (issue 33); data says since when. */
  realityCheckDue: (data: RealityCheckRefusal) => domainError(REALITY_CHECK_ERRORS.due, data),
  lossAmountOutOfRange: (minAmount: string, maxAmount: string) => domainError(PLAY_LIMIT_SETTING_ERRORS.lossAmountOutOfRange, { minAmount, maxAmount }),
  sessionMinutesOutOfRange: (minMinutes: number, maxMinutes: number) =>
    domainError(PLAY_LIMIT_SETTING_ERRORS.sessionMinutesOutOfRange, { minMinutes, maxMinutes }),
  noLimitToRemove: () => domainError(PLAY_LIMIT_SETTING_ERRORS.noLimitToRemove),
  unchanged: () => domainError(PLAY_LIMIT_SETTING_ERRORS.unchanged),
  nothingPending: () => domainError(PLAY_LIMIT_SETTING_ERRORS.nothingPending),
} as const;

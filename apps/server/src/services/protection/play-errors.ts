import {
  PLAY_LIMIT_ERROR_CODES,
  PLAY_LIMIT_SETTING_ERROR_CODES,
  REALITY_CHECK_ERROR_CODES,
  type LimitPeriod,
  type LossLimitRefusal,
  type RealityCheckRefusal,
  type SessionLimitRefusal,
} from '@site/contract';
import { DomainError } from '../../domain/errors';

const LOSS_CODE: Record<LimitPeriod, string> = {
  day: PLAY_LIMIT_ERROR_CODES.dayLossReached,
  week: PLAY_LIMIT_ERROR_CODES.weekLossReached,
  month: PLAY_LIMIT_ERROR_CODES.monthLossReached,
};

/** Refusals of issue 20's play limits (contract codes/protection-play.ts; db/seed/catalogue-protection-play.ts words them). */
export const PlayLimitErrors = {
  /** One code per period, so the text says which limit; data says when it resets. */
  lossLimitReached: (data: LossLimitRefusal) => new DomainError(403, LOSS_CODE[data.period], data),
  sessionTimeReached: (data: SessionLimitRefusal) => new DomainError(403, PLAY_LIMIT_ERROR_CODES.sessionTimeReached, data),
  /** The reality check is due and unanswered (issue 33); data says since when. */
  realityCheckDue: (data: RealityCheckRefusal) => new DomainError(403, REALITY_CHECK_ERROR_CODES.due, data),
  lossAmountOutOfRange: (minAmount: string, maxAmount: string) => new DomainError(400, PLAY_LIMIT_SETTING_ERROR_CODES.lossAmountOutOfRange, { minAmount, maxAmount }),
  sessionMinutesOutOfRange: (minMinutes: number, maxMinutes: number) =>
    new DomainError(400, PLAY_LIMIT_SETTING_ERROR_CODES.sessionMinutesOutOfRange, { minMinutes, maxMinutes }),
  noLimitToRemove: () => new DomainError(409, PLAY_LIMIT_SETTING_ERROR_CODES.noLimitToRemove),
  unchanged: () => new DomainError(409, PLAY_LIMIT_SETTING_ERROR_CODES.unchanged),
  nothingPending: () => new DomainError(409, PLAY_LIMIT_SETTING_ERROR_CODES.nothingPending),
} as const;

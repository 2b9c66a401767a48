import { domainError } from '../../domain/errors';
import { GAME_ERRORS } from '@site/contract';

/** The 020xxx codes of the games area (the contract's declarations word each). */
export const GameErrors = {
  notFound: () => domainError(GAME_ERRORS.notFound),
  maintenance: (data: { gameCode: string; startTime: string | null; endTime: string | null }) => domainError(GAME_ERRORS.maintenance, data),
  /** One favourite toggle (or recycle) per 5 s per player: 正在處理中，請勿重複點擊. */
  throttled: (retryAfterMs: number) => domainError(GAME_ERRORS.throttled, { retryAfterMs }),
  recordRange: (reason: string) => domainError(GAME_ERRORS.recordRange, { reason }),
  betFailed: (reason: 'insufficientFunds' | 'maintenance' | 'stakeLimit' | 'gameClosed', data: Record<string, unknown> = {}) =>
    domainError(GAME_ERRORS.betFailed, { reason, ...data }),
  launchInvalid: () => domainError(GAME_ERRORS.launchInvalid),
  sessionEnded: () => domainError(GAME_ERRORS.sessionEnded),
  subGameNotFound: () => domainError(GAME_ERRORS.subGameNotFound),
} as const;

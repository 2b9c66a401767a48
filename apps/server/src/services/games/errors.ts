import { DomainError } from '../../domain/errors';
import { GAME_ERROR_CODES } from '@site/contract';

/** The 020xxx codes of the games area (db/seed/catalogue-games.ts describes each). */
export const GameErrors = {
  notFound: () => new DomainError(404, GAME_ERROR_CODES.notFound),
  maintenance: (data: { gameCode: string; startTime: string | null; endTime: string | null }) => new DomainError(400, GAME_ERROR_CODES.maintenance, data),
  /** One favourite toggle (or recycle) per 5 s per player: 正在處理中，請勿重複點擊. */
  throttled: (retryAfterMs: number) => new DomainError(429, GAME_ERROR_CODES.throttled, { retryAfterMs }),
  recordRange: (reason: string) => new DomainError(400, GAME_ERROR_CODES.recordRange, { reason }),
  betFailed: (reason: 'insufficientFunds' | 'maintenance' | 'stakeLimit' | 'gameClosed', data: Record<string, unknown> = {}) =>
    new DomainError(400, GAME_ERROR_CODES.betFailed, { reason, ...data }),
  launchInvalid: () => new DomainError(400, GAME_ERROR_CODES.launchInvalid),
  sessionEnded: () => new DomainError(400, GAME_ERROR_CODES.sessionEnded),
  subGameNotFound: () => new DomainError(404, GAME_ERROR_CODES.subGameNotFound),
} as const;

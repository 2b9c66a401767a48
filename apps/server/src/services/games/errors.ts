import { ApiError } from '../../http/api-error';

/** The 020xxx codes of the games area (db/seed/catalogue-games.ts describes each). */
export const GameErrors = {
  notFound: () => new ApiError(404, '020001'),
  maintenance: (data: { gameCode: string; startTime: string | null; endTime: string | null }) => new ApiError(400, '020002', data),
  /** One favourite toggle (or recycle) per 5 s per player: 正在處理中，請勿重複點擊. */
  throttled: (retryAfterMs: number) => new ApiError(429, '020003', { retryAfterMs }),
  recordRange: (reason: string) => new ApiError(400, '020004', { reason }),
  betFailed: (reason: 'insufficientFunds' | 'maintenance' | 'stakeLimit' | 'gameClosed', data: Record<string, unknown> = {}) =>
    new ApiError(400, '020005', { reason, ...data }),
  launchInvalid: () => new ApiError(400, '020006'),
  sessionEnded: () => new ApiError(400, '020007'),
  subGameNotFound: () => new ApiError(404, '020008'),
} as const;

/** The games area's codes (020xxx; the server's catalogue-games.ts describes each in three languages). */
export const GAME_ERROR_CODES = {
  notFound: '020001',
  /** The game is under maintenance; data { gameCode, startTime, endTime }. */
  maintenance: '020002',
  /** 429: favourites, collect-all and recycle are throttled; data { retryAfterMs }. */
  throttled: '020003',
  recordRange: '020004',
  betFailed: '020005',
  launchInvalid: '020006',
  sessionEnded: '020007',
  subGameNotFound: '020008',
} as const;

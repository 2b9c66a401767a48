/** The promotions' codes (061050-061069; the server's catalogue-promotions.ts describes each in three languages). */
export const PROMOTION_ERROR_CODES = {
  /** 參與失敗 */
  joinFailed: '061050',
  /** 您已投注，不符合條件 */
  hasBet: '061051',
  alreadyJoined: '061052',
  hasDeposit: '061053',
} as const;

/** The VIP area's codes (041xxx; the server's catalogue-vip.ts describes each in three languages). */
export const VIP_ERROR_CODES = {
  /** 很抱歉，您的點券餘額不足 */
  insufficientPoints: '041001',
  /** 兌換失敗，請稍候再試 */
  exchangeFailed: '041002',
  /** The points are worth less than one cent at the ratio. */
  exchangeTooSmall: '041003',
  /** The currency has no points ratio. */
  exchangeCurrency: '041004',
} as const;

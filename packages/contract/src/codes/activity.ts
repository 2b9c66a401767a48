/** The activity area's codes (061001-061049; the server's catalogue-activity.ts describes each in three languages). */
export const ACTIVITY_ERROR_CODES = {
  notFound: '061001',
  categoryNotFound: '061002',
  rewardNotFound: '061003',
  rewardClaimed: '061004',
  rewardExpired: '061005',
  claimFailed: '061006',
} as const;

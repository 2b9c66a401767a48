/** The cashier's codes (031xxx; the server's catalogue-fund.ts describes each in three languages). */
export const FUND_ERROR_CODES = {
  /** 403: deposits paused or stopped; data { limitLevel, minutes }. */
  rechargeLimited: '031001',
  /** 403: data { isWithdrawOpen, isWithdrawLock }. */
  withdrawBlocked: '031002',
  bankCardPending: '031003',
  bindingRequired: '031004',
  belowMinimum: '031005',
  /** data { remaining, requirements } (issue 17). */
  turnoverNotMet: '031006',
  dailyLimit: '031007',
  /** data { attemptsLeft, lockedUntil } (issue 17). */
  withdrawPasswordWrong: '031008',
  withdrawPasswordMissing: '031009',
  phoneRequired: '031010',
  uploadFormat: '031011',
  uploadTooLarge: '031012',
  amountOutOfRange: '031013',
  channelVipLevel: '031014',
  orderNotChangeable: '031015',
  orderNotFound: '031016',
  suspended: '031017',
  /** data { max }. */
  bindingCapReached: '031018',
  txHashUsed: '031019',
  alreadyBound: '031020',
  /** data { field }. */
  uploadInvalid: '031021',
  channelUnavailable: '031022',
  /** Issue 17: withdrawals (and withdrawal-password checks) locked after wrong withdrawal passwords; data { until, minutes }. */
  withdrawLocked: '031030',
  /** Issue 17: a destination bound less than 24 hours ago (not the first one); data { usableFrom }. */
  destinationOnHold: '031031',
  /** Issue 17: frontend type 2 (agent) accounts do not deposit or withdraw here (SPEC hides both). */
  agentAccountFunds: '031032',
  /** Issue 17: binding a destination needs the withdrawal password or an SMS code from the bound phone. */
  bindingProofRequired: '031033',
} as const;

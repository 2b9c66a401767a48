/** The wallets' codes (030xxx; the server's catalogue-games.ts describes each in three languages). */
export const WALLET_ERROR_CODES = {
  /** data { wallet, balance, needed } or null. */
  insufficient: '030001',
  keyReused: '030002',
  oneCurrencyRequired: '030003',
  currentCurrencyRequired: '030004',
  currencyUnsupported: '030005',
  walletInvalid: '030006',
  tooSmallToConvert: '030007',
  recycleFailed: '030008',
} as const;

import { ApiError } from '../../http/api-error';

/** The 030xxx codes of the wallet area (db/seed/catalogue-games.ts describes each). */
export const WalletErrors = {
  insufficient: (data: { wallet: string; balance: string; needed: string } | null = null) => new ApiError(400, '030001', data),
  keyReused: () => new ApiError(409, '030002'),
  oneCurrencyRequired: () => new ApiError(400, '030003'),
  currentCurrencyRequired: (currency: string) => new ApiError(400, '030004', { currency }),
  currencyUnsupported: (currency: string) => new ApiError(400, '030005', { currency }),
  walletInvalid: () => new ApiError(400, '030006'),
  tooSmallToConvert: (minimum: string) => new ApiError(400, '030007', { minimum }),
  recycleFailed: () => new ApiError(500, '030008'),
} as const;

import { DomainError } from '../../domain/errors';
import { WALLET_ERROR_CODES } from '@site/contract';

/** The 030xxx codes of the wallet area (db/seed/catalogue-games.ts describes each). */
export const WalletErrors = {
  insufficient: (data: { wallet: string; balance: string; needed: string } | null = null) => new DomainError(400, WALLET_ERROR_CODES.insufficient, data),
  keyReused: () => new DomainError(409, WALLET_ERROR_CODES.keyReused),
  oneCurrencyRequired: () => new DomainError(400, WALLET_ERROR_CODES.oneCurrencyRequired),
  currentCurrencyRequired: (currency: string) => new DomainError(400, WALLET_ERROR_CODES.currentCurrencyRequired, { currency }),
  currencyUnsupported: (currency: string) => new DomainError(400, WALLET_ERROR_CODES.currencyUnsupported, { currency }),
  walletInvalid: () => new DomainError(400, WALLET_ERROR_CODES.walletInvalid),
  tooSmallToConvert: (minimum: string) => new DomainError(400, WALLET_ERROR_CODES.tooSmallToConvert, { minimum }),
  recycleFailed: () => new DomainError(500, WALLET_ERROR_CODES.recycleFailed),
} as const;

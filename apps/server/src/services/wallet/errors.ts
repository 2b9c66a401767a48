import { domainError } from '../../domain/errors';
import { WALLET_ERRORS } from '@site/contract';

/** The 030xxx codes of the wallet area (the contract's declarations word each). */
export const WalletErrors = {
  insufficient: (data: { wallet: string; balance: string; needed: string } | null = null) => domainError(WALLET_ERRORS.insufficient, data),
  keyReused: () => domainError(WALLET_ERRORS.keyReused),
  oneCurrencyRequired: () => domainError(WALLET_ERRORS.oneCurrencyRequired),
  currentCurrencyRequired: (currency: string) => domainError(WALLET_ERRORS.currentCurrencyRequired, { currency }),
  currencyUnsupported: (currency: string) => domainError(WALLET_ERRORS.currencyUnsupported, { currency }),
  walletInvalid: () => domainError(WALLET_ERRORS.walletInvalid),
  tooSmallToConvert: (minimum: string) => domainError(WALLET_ERRORS.tooSmallToConvert, { minimum }),
  recycleFailed: () => domainError(WALLET_ERRORS.recycleFailed),
} as const;

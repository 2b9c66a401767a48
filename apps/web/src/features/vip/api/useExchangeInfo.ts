import { DEFAULT_CURRENCY } from '@site/contract/constants';
import { vipExchangeInfoCall } from '@site/contract/api/vip';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useUserInfo } from '../../../shared/session/userInfo';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { vipKeys } from './keys';

/**
 * Points are exchanged into the player's currency (its main wallet): undefined
 * while the user info loads, the default currency if it cannot be had.
 */
export function useExchangeCurrency(): string | undefined {
  const info = useUserInfo();
  return info.data?.currency || (info.isError ? DEFAULT_CURRENCY : undefined);
}

export function fetchExchangeInfo(currency: string, signal?: AbortSignal) {
  // quiet: a currency without a ratio (041004) is said inside the form, not in a toast.
  return call(vipExchangeInfoCall, { query: { currency }, signal, quiet: true });
}

export function exchangeInfoQueryOptions(currency: string) {
  return queryOptions({ queryKey: vipKeys.exchangeInfo(currency), queryFn: ({ signal }) => fetchExchangeInfo(currency, signal), staleTime: 30_000 });
}

/** GET /v1/user/vip/coupon-exchange?currency=: points available, the ratio, the most they give, the fewest worth a cent. */
export function useExchangeInfo(currency: string | undefined) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...exchangeInfoQueryOptions(currency ?? DEFAULT_CURRENCY), enabled: loggedIn && currency !== undefined });
}

import { vipCoupons } from '@site/contract/api/vip';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { VIP_PAGE_SIZE, vipKeys } from './keys';

export function fetchVipCoupons(page: number, size: number, signal?: AbortSignal) {
  return call(vipCoupons, { query: { page, size }, signal });
}

/** Keyed by language: the server writes titles and details in the language of the call. */
export function vipCouponsQueryOptions(language: ApiLanguage, page: number, size = VIP_PAGE_SIZE) {
  return queryOptions({
    queryKey: vipKeys.couponPage(language, page, size),
    queryFn: ({ signal }) => fetchVipCoupons(page, size, signal),
    staleTime: 30_000,
  });
}

/** GET /v1/user/vip/coupons: one page of the player's points coupons, active ones first. */
export function useVipCoupons(page: number) {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...vipCouponsQueryOptions(language, page), enabled: loggedIn, placeholderData: keepPreviousData });
}

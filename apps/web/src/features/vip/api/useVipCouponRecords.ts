import { vipCouponRecords } from '@site/contract/api/vip';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { VIP_PAGE_SIZE, vipKeys } from './keys';

export function fetchVipCouponRecords(page: number, size: number, signal?: AbortSignal) {
  return call(vipCouponRecords, { query: { page, size }, signal });
}

export function vipCouponRecordsQueryOptions(language: ApiLanguage, page: number, size = VIP_PAGE_SIZE) {
  return queryOptions({
    queryKey: vipKeys.couponRecordPage(language, page, size),
    queryFn: ({ signal }) => fetchVipCouponRecords(page, size, signal),
    staleTime: 30_000,
  });
}

/** GET /v1/user/vip/coupon-records: coupon movements (issued, exchanged, expired), newest first. */
export function useVipCouponRecords(page: number) {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...vipCouponRecordsQueryOptions(language, page), enabled: loggedIn, placeholderData: keepPreviousData });
}

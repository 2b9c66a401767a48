import type { ApiLanguage } from '../../../shared/i18n';
import { sessionKeys } from '../../../shared/session/keys';

/** Query keys of the VIP page: under the session keys, so a logout forgets them. */
export const vipKeys = {
  all: [...sessionKeys.all, 'vip'] as const,
  record: () => [...sessionKeys.all, 'vip', 'record'] as const,
  config: () => [...sessionKeys.all, 'vip', 'config'] as const,
  /** Every page of the coupons (titles and details come in the language asked). */
  coupons: () => [...sessionKeys.all, 'vip', 'coupons'] as const,
  couponPage: (language: ApiLanguage, page: number, size: number) => [...sessionKeys.all, 'vip', 'coupons', language, page, size] as const,
  couponRecords: () => [...sessionKeys.all, 'vip', 'couponRecords'] as const,
  couponRecordPage: (language: ApiLanguage, page: number, size: number) => [...sessionKeys.all, 'vip', 'couponRecords', language, page, size] as const,
  exchangeInfo: (currency: string) => [...sessionKeys.all, 'vip', 'exchangeInfo', currency] as const,
};

/** Coupons and coupon records per page. */
export const VIP_PAGE_SIZE = 10;

import type { ApiLanguage } from '../../../shared/i18n';
import { sessionKeys } from '../../../shared/session/keys';

/** Query keys of the promotions. The lists depend on the player (frontend type), so they sit under the session keys' reach only for rewards. */
export const activityKeys = {
  all: ['activity'] as const,
  categories: (language: ApiLanguage, currency: string, showRechargeAndWithdraw: boolean) => ['activity', 'categories', language, currency, showRechargeAndWithdraw] as const,
  list: (language: ApiLanguage, currency: string, categoryId: number, frontendType: 1 | 2, page: number) => ['activity', 'list', language, currency, categoryId, frontendType, page] as const,
  recommend: (language: ApiLanguage, currency: string, frontendType: 1 | 2) => ['activity', 'recommend', language, currency, frontendType] as const,
  /** The player's own: forgotten at logout. */
  rewards: (language: ApiLanguage) => [...sessionKeys.all, 'activity', 'rewards', language] as const,
  rewardsAll: () => [...sessionKeys.all, 'activity', 'rewards'] as const,
};

/** Cards per page of the list. */
export const ACTIVITY_PAGE_SIZE = 12;

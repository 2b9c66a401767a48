import { activityFloat, type FloatActivity } from '@site/contract/api/activity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useSettingsStore } from '../../../shared/stores/settings';
import { homeKeys } from './keys';

export type { FloatActivity };

export function fetchFloatActivities(language: ApiLanguage, signal?: AbortSignal): Promise<FloatActivity[]> {
  return call(activityFloat, { query: { language }, signal });
}

export function floatActivitiesQueryOptions(language: ApiLanguage) {
  return queryOptions({
    queryKey: homeKeys.floats(language),
    queryFn: ({ signal }) => fetchFloatActivities(language, signal),
    staleTime: 5 * 60_000,
  });
}

/** GET /v1/activity/float (extension): the float activities shown now (SPEC 3). */
export function useFloatActivities() {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  return useQuery(floatActivitiesQueryOptions(language));
}

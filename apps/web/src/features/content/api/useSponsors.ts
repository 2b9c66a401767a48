import { contentSponsorList } from '@site/contract/api/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useSettingsStore } from '../../../shared/stores/settings';
import { contentKeys } from './keys';

export function fetchSponsors(signal?: AbortSignal) {
  return call(contentSponsorList, { signal });
}

/** Keyed by language: the server writes the texts in the language of the call. */
export function sponsorsQueryOptions(language: ApiLanguage) {
  return queryOptions({ queryKey: contentKeys.sponsors(language), queryFn: ({ signal }) => fetchSponsors(signal), staleTime: 10 * 60_000 });
}

/** GET /v1/content/sponsor/list (extension): the sponsors. */
export function useSponsors() {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  return useQuery(sponsorsQueryOptions(language));
}

import { contentSponsorDetail } from '@site/contract/api/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { isApiError } from '@site/client/errors';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useSettingsStore } from '../../../shared/stores/settings';
import { contentKeys } from './keys';

export function fetchSponsor(id: string, signal?: AbortSignal) {
  return call(contentSponsorDetail, { params: { id }, signal });
}

export function sponsorQueryOptions(language: ApiLanguage, id: string) {
  return queryOptions({
    queryKey: contentKeys.sponsor(language, id),
    queryFn: ({ signal }) => fetchSponsor(id, signal),
    staleTime: 10 * 60_000,
    // An unknown sponsor stays unknown: no retry on a 404.
    retry: (count, error) => count < 1 && !(isApiError(error) && error.response?.status === 404),
  });
}

/** True when the server said there is no such sponsor (404, 071001). */
export function isSponsorNotFound(error: unknown): boolean {
  return isApiError(error) && error.response?.status === 404;
}

/** GET /v1/content/sponsor/{id} (extension): one sponsor. */
export function useSponsor(id: string) {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  return useQuery(sponsorQueryOptions(language, id));
}

import { configMarquee } from '@site/contract/api/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { toApiLanguage, type ApiLanguage } from '../i18n';
import { useSettingsStore } from '../stores/settings';

export const marqueeKeys = {
  all: ['marquee'] as const,
  lines: (language: ApiLanguage, betType: number | null) => ['marquee', language, betType ?? 'site'] as const,
};

export function fetchMarquee(language: ApiLanguage, betType: number | null, signal?: AbortSignal) {
  return call(configMarquee, { query: betType === null ? { language } : { language, betType }, signal });
}

export function marqueeQueryOptions(language: ApiLanguage, betType: number | null) {
  return queryOptions({
    queryKey: marqueeKeys.lines(language, betType),
    queryFn: ({ signal }) => fetchMarquee(language, betType, signal),
    staleTime: 5 * 60_000,
  });
}

/** GET /v1/marquee: the site-wide lines, or a game type's own lines first (SPEC 3: by betType). */
export function useMarquee(betType: number | null = null) {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  return useQuery(marqueeQueryOptions(language, betType));
}

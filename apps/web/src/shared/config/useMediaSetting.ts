import type { mediaItem, officialMediaValue } from '@site/contract/api/config';
import type * as z from 'zod/mini';
import { loadConfigEndpoints } from './endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { configKeys } from './keys';

export type MediaItem = z.infer<typeof mediaItem>;
type MediaValueSchema = typeof officialMediaValue;

/** The first item's value is JSON `{officialMedia: [...]}` (SPEC 3); anything else means no media. */
export function parseOfficialMedia(items: readonly { key: string; value: string }[], mediaValue: MediaValueSchema): MediaItem[] {
  const first = items[0];
  if (!first) return [];
  try {
    const parsed = mediaValue.safeParse(JSON.parse(first.value));
    return parsed.success ? parsed.data.officialMedia : [];
  } catch {
    return [];
  }
}

export async function fetchOfficialMedia(signal?: AbortSignal): Promise<MediaItem[]> {
  const { configMedia, officialMediaValue } = await loadConfigEndpoints();
  return parseOfficialMedia(await call(configMedia, { signal }), officialMediaValue);
}

export function officialMediaQueryOptions() {
  return queryOptions({ queryKey: configKeys.media(), queryFn: ({ signal }) => fetchOfficialMedia(signal), staleTime: 30 * 60_000 });
}

/** The media setting (key 'media'): the official media links. */
export function useOfficialMedia() {
  return useQuery(officialMediaQueryOptions());
}

import { mediaItem, configMedia } from '@site/contract/api/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { call } from '../api/call';
import { configKeys } from './keys';

const mediaValue = z.object({ officialMedia: z.array(mediaItem) });
export type MediaItem = z.infer<typeof mediaItem>;

/** The first item's value is JSON `{officialMedia: [...]}` (SPEC 3); anything else means no media. */
export function parseOfficialMedia(items: readonly { key: string; value: string }[]): MediaItem[] {
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
  return parseOfficialMedia(await call(configMedia, { signal }));
}

export function officialMediaQueryOptions() {
  return queryOptions({ queryKey: configKeys.media(), queryFn: ({ signal }) => fetchOfficialMedia(signal), staleTime: 30 * 60_000 });
}

/** The media setting (key 'media'): the official media links. */
export function useOfficialMedia() {
  return useQuery(officialMediaQueryOptions());
}

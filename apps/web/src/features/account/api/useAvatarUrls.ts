import { configAvatarUrls } from '@site/contract/api/config';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';

export type AvatarUrls = ResponseOf<typeof configAvatarUrls>;

/** GET /v1/config/avatar/urls: the avatars a player may choose from (SPEC 4). */
export function fetchAvatarUrls(signal?: AbortSignal): Promise<AvatarUrls> {
  return call(configAvatarUrls, { signal });
}

/** The operator changes the set rarely: kept half an hour. */
export function avatarUrlsQueryOptions() {
  return queryOptions({ queryKey: sessionKeys.avatarUrls(), queryFn: ({ signal }) => fetchAvatarUrls(signal), staleTime: 30 * 60_000 });
}

export function useAvatarUrls() {
  return useQuery(avatarUrlsQueryOptions());
}

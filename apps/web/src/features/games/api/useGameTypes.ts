import type { gameType } from '@site/contract/api/game';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useSettingsStore } from '../../../shared/stores/settings';
import { gameKeys } from './keys';

export type GameType = ResponseOf<typeof gameType>[number];

/**
 * The games contract module holds every games call; imported statically from
 * the header it would bring all of them (and their schemas) to the first
 * screen, so the first-screen calls load it on demand.
 */
export const loadGameContract = () => import('@site/contract/api/game');

export async function fetchGameTypes(language: ApiLanguage, signal?: AbortSignal): Promise<GameType[]> {
  const { gameType: endpoint } = await loadGameContract();
  const types = await call(endpoint, { query: { language }, signal });
  return [...types].sort((a, b) => a.sort - b.sort);
}

export function gameTypesQueryOptions(language: ApiLanguage) {
  return queryOptions({
    queryKey: gameKeys.types(language),
    queryFn: ({ signal }) => fetchGameTypes(language, signal),
    staleTime: 10 * 60_000,
  });
}

/** GET /v1/game/type: the game types present, in their sort order. */
export function useGameTypes() {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  return useQuery(gameTypesQueryOptions(language));
}

import { messageDialogList, type DialogItem } from '@site/contract/api/message';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useFrontendType, useUserInfo } from '../../../shared/session/userInfo';
import { useSessionStore } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { homeKeys } from './keys';

export type { DialogItem };

export async function fetchDialogList(language: ApiLanguage, frontendType: 1 | 2, signal?: AbortSignal): Promise<DialogItem[]> {
  const list = await call(messageDialogList, { query: { language, frontendType }, signal });
  return [...list].sort((a, b) => a.sort - b.sort);
}

/** `viewer` only keys the cache: the token header already tells the server who asks. */
export function dialogListQueryOptions(language: ApiLanguage, frontendType: 1 | 2, viewer: string) {
  return queryOptions({
    queryKey: homeKeys.dialogs(language, frontendType, viewer),
    queryFn: ({ signal }) => fetchDialogList(language, frontendType, signal),
    staleTime: 60_000,
  });
}

/**
 * GET /v2/message/dialog/list: the login advert's items (SPEC 3, 4). Asked
 * only when the advert is due (`enabled`); for a player, once the user id is
 * known, since the advert state is kept per user.
 */
export function useDialogList(enabled: boolean) {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const frontendType = useFrontendType();
  const loggedIn = useSessionStore((s) => s.token !== null);
  const userId = useUserInfo().data?.userId;
  const viewer = loggedIn ? (userId === undefined ? null : `u${userId}`) : 'guest';
  return useQuery({ ...dialogListQueryOptions(language, frontendType, viewer ?? 'pending'), enabled: enabled && viewer !== null });
}

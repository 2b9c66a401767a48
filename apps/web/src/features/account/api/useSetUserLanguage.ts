import { userLanguageCall } from '@site/contract/api/user';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import type { ApiLanguage } from '../../../shared/i18n/languages';
import { patchUserInfo } from '../../../shared/session/userInfo';
import { accountKeys } from './keys';

/** PUT /v1/user/language?language=: the language the server writes to the player in. */
export function setUserLanguage(language: ApiLanguage): Promise<null> {
  return call(userLanguageCall, { query: { language }, quiet: true });
}

/**
 * The same call when the language changes elsewhere (the settings menu) while logged in: not
 * quiet (nobody else shows a failure) and only the cached user info follows. A plain function:
 * the shell's SessionEffects runs it from a settings-store subscription, not from a render.
 */
export async function followUserLanguage(client: QueryClient, language: ApiLanguage): Promise<void> {
  await call(userLanguageCall, { query: { language } });
  patchUserInfo(client, { language });
}

export function useSetUserLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserLanguage,
    onSuccess: (_, language) => {
      patchUserInfo(client, { language });
      void client.invalidateQueries({ queryKey: accountKeys.detail() });
    },
  });
}

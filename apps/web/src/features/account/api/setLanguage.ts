import { userLanguageCall } from '@site/contract/api/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import type { ApiLanguage } from '../../../shared/i18n/languages';
import { patchUserInfo } from '../../../shared/session/userInfo';
import { accountKeys } from './keys';

/** PUT /v1/user/language?language=: the language the server writes to the player in. */
export function setUserLanguage(language: ApiLanguage): Promise<null> {
  return call(userLanguageCall, { query: { language }, quiet: true });
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

import { sessionKeys } from '../../../../shared/session/keys';

/** Query keys of the player's passkeys (issue 39): under the session keys, so a logout forgets them. */
export const passkeyKeys = {
  list: () => [...sessionKeys.all, 'passkeys'] as const,
};

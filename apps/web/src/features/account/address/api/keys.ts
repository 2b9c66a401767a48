import { sessionKeys } from '../../../../shared/session/keys';

/** Query keys of the delivery addresses: under the session keys, so a logout forgets them. */
export const addressKeys = {
  all: [...sessionKeys.all, 'addresses'] as const,
  list: () => [...sessionKeys.all, 'addresses', 'list'] as const,
};

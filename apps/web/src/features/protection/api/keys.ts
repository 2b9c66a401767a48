import { sessionKeys } from '../../../shared/session/keys';

/** Query keys of player protection: under the session keys, so a logout forgets them. */
export const protectionKeys = {
  all: [...sessionKeys.all, 'protection'] as const,
  depositLimits: () => [...sessionKeys.all, 'protection', 'depositLimits'] as const,
};

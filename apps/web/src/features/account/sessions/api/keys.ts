import { sessionKeys } from '../../../../shared/session/keys';

/** Query keys of devices and sessions (issue 39): under the session keys, so a logout forgets them. */
export const deviceKeys = {
  all: [...sessionKeys.all, 'devices'] as const,
  sessions: () => [...sessionKeys.all, 'devices', 'sessions'] as const,
  history: () => [...sessionKeys.all, 'devices', 'history'] as const,
};

import { sessionKeys } from '../../../../shared/session/keys';

/** Query keys of two-factor (issue 39): under the session keys, so a logout forgets them. */
export const twoFactorKeys = {
  status: () => [...sessionKeys.all, 'twoFactor'] as const,
};

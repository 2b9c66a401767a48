import { protectionKeys } from './keys';

/** Query keys of the play limits and the reality check (issue 20), under the feature's keys. */
export const playKeys = {
  playLimits: () => [...protectionKeys.all, 'playLimits'] as const,
  realityCheck: () => [...protectionKeys.all, 'realityCheck'] as const,
};

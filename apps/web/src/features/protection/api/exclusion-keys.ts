import { protectionKeys } from './keys';

/** Query keys of the exclusion part (status, history): under protectionKeys.all, so a limit change refreshes them too. */
export const exclusionKeys = {
  status: () => [...protectionKeys.all, 'status'] as const,
  history: () => [...protectionKeys.all, 'history'] as const,
};

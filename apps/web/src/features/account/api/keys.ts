import { sessionKeys } from '../../../shared/session/keys';

/**
 * Query keys of the account feature (one factory per feature, DESIGN 2),
 * under the session keys so a logout forgets them. The user info itself is
 * the shared user-info query (sessionKeys.userInfo()).
 *
 * The mutations invalidate without waiting for the refetch: a dialog shown
 * only while something is missing (no withdrawal password, no phone) would
 * otherwise be unmounted by the fresh data before its own success callback
 * runs, losing the toast and the way back to the withdrawal.
 */
export const accountKeys = {
  all: [...sessionKeys.all, 'account'] as const,
  detail: () => [...sessionKeys.all, 'account', 'detail'] as const,
  idCard: () => [...sessionKeys.all, 'account', 'idCard'] as const,
  /** Shared with the withdraw gate (features/wallet): kept as it was. */
  withdrawPassword: () => [...sessionKeys.all, 'withdrawPassword', 'isBinding'] as const,
};

import { userWithdrawPasswordIsBinding } from '@site/contract/api/user';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';

/**
 * Whether a withdrawal password is set (GET /v1/user/security/withdrawPassword/isBinding).
 * One query for the account's security section and the withdraw gate
 * (SPEC 5), under the session keys so logging out forgets it.
 */
export const withdrawPasswordQuery = () => ({
  queryKey: [...sessionKeys.all, 'withdrawPassword', 'isBinding'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(userWithdrawPasswordIsBinding, { signal }),
});

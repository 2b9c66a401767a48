import { userWithdrawPasswordResetByPassword } from '@site/contract/api/user';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { accountKeys } from './keys';

export type WithdrawResetByPassword = BodyOf<typeof userWithdrawPasswordResetByPassword>;

/** PUT /v1/user/security/withdrawPassword/resetByPassword: the login password, the new one twice (refused while protection is on, 013008). */
export function resetWithdrawPasswordByPassword(body: WithdrawResetByPassword): Promise<null> {
  return call(userWithdrawPasswordResetByPassword, { body, quiet: true });
}

export function useResetWithdrawPasswordByPassword() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resetWithdrawPasswordByPassword, onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.withdrawPassword() }) });
}

import { userWithdrawPasswordResetByPhone } from '@site/contract/api/user';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { accountKeys } from './keys';

export type WithdrawResetByPhone = BodyOf<typeof userWithdrawPasswordResetByPhone>;

/** PUT /v1/user/security/withdrawPassword/resetByPhone: a code (type 7) from the bound phone, the new password twice. */
export function resetWithdrawPasswordByPhone(body: WithdrawResetByPhone): Promise<null> {
  return call(userWithdrawPasswordResetByPhone, { body, quiet: true });
}

export function useResetWithdrawPasswordByPhone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resetWithdrawPasswordByPhone, onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.withdrawPassword() }) });
}

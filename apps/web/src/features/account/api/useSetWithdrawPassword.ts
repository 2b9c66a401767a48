import { userWithdrawPassword } from '@site/contract/api/user';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { accountKeys } from './keys';

export type WithdrawPasswordPair = BodyOf<typeof userWithdrawPassword>;

/** PUT /v1/user/security/withdrawPassword: sets it once (6 digits, typed twice). */
export function setWithdrawPassword(body: WithdrawPasswordPair): Promise<null> {
  return call(userWithdrawPassword, { body, quiet: true });
}

export function useSetWithdrawPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setWithdrawPassword,
    onSuccess: () => void Promise.all([client.invalidateQueries({ queryKey: accountKeys.withdrawPassword() }), client.invalidateQueries({ queryKey: accountKeys.detail() })]),
  });
}

import { accountWithdrawProtect } from '@site/contract/api/account';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { accountKeys } from './keys';

export type WithdrawProtectChange = BodyOf<typeof accountWithdrawProtect>;

/** PUT /v1/user/security/withdrawProtect: on (a bound phone needed), off (the login password needed). */
export function setWithdrawProtect(body: WithdrawProtectChange): Promise<null> {
  return call(accountWithdrawProtect, { body, quiet: true });
}

export function useSetWithdrawProtect() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setWithdrawProtect, onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.detail() }) });
}

import { userWithdrawPassword, userWithdrawPasswordIsBinding } from '@site/contract/api/user';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';
import { cashierKeys } from './keys';

/** Whether the player has a withdrawal password (GET isBinding): a binding form asks to set one when not (issue 34). */
export function useWithdrawPasswordSet() {
  const { client } = useCashier();
  return useQuery({ queryKey: cashierKeys.withdrawPassword(), queryFn: ({ signal }) => client.call(userWithdrawPasswordIsBinding, { signal }) });
}

/**
 * Sets the first withdrawal password, the account dialog's own call (PUT /v1/user/security/withdrawPassword,
 * the contract's withdrawPair: the same rules, trivial passwords refused). It completes a step of the first
 * deposit's setup, so the deposit channels are read again.
 */
export function useSetWithdrawPassword() {
  const { client } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof userWithdrawPassword>) => client.call(userWithdrawPassword, { body, quiet: true }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawPassword() }), queryClient.invalidateQueries({ queryKey: fundKeys.allChannels() })]),
  });
}

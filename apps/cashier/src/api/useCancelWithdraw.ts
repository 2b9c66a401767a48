import { moneyCall } from '@site/client/money-call';
import { fundCancelWithdraw } from '@site/contract/api/fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { cashierKeys } from './keys';
import { fundKeys } from './fundKeys';
import type { Keyed } from './keyed';

/** Cancels a withdrawal still processing or under review: the held amount returns, so balances and the list are stale. Idempotent on the server, so a money call, with the list's key per order (useMoneySubmit). */
export function useCancelWithdraw() {
  const { client } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input: orderNo, key, signal }: Keyed<string>) => moneyCall(client, fundCancelWithdraw, { params: { orderNo }, quiet: true, signal }, key),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: fundKeys.withdraws() }), queryClient.invalidateQueries({ queryKey: cashierKeys.balances() })]),
  });
}

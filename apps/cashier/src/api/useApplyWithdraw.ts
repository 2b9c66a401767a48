import { moneyCall } from '@site/client/money-call';
import { fundApplyWithdraw } from '@site/contract/api/fund';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { cashierKeys } from './keys';
import { fundKeys } from './fundKeys';
import type { Keyed } from './keyed';

export type ApplyWithdrawInput = Omit<BodyOf<typeof fundApplyWithdraw>, 'currency'>;

/**
 * Applies to withdraw: a money call with the form's Idempotency-Key (useMoneySubmit: kept for a
 * retry after an unknown outcome); the amount is held at once, so the balances, the withdrawal
 * info and the order list are stale.
 */
export function useApplyWithdraw() {
  const { client, init } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key, signal }: Keyed<ApplyWithdrawInput>) =>
      moneyCall(client, fundApplyWithdraw, { body: { ...input, currency: init.currency }, quiet: true, signal }, key),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: fundKeys.withdraws() }), queryClient.invalidateQueries({ queryKey: cashierKeys.balances() })]),
  });
}

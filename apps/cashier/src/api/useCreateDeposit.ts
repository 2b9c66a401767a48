import { moneyCall } from '@site/client/money-call';
import { fundCreateDeposit } from '@site/contract/api/fund';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';
import type { Keyed } from './keyed';

export type CreateDepositInput = Omit<BodyOf<typeof fundCreateDeposit>, 'currency'>;

/**
 * Opens a deposit order: a money call (one Idempotency-Key, resent with the
 * same key after a network failure); `quiet`, the form words refusals inline.
 * `key` is the form's (useMoneySubmit): a retry after the connection dropped
 * sends the same one (issue 34), so the order is opened once whatever became of the first try.
 * The new order is put under its own key so the order view shows it at once.
 */
export function useCreateDeposit() {
  const { client, init } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key, signal }: Keyed<CreateDepositInput>) =>
      moneyCall(client, fundCreateDeposit, { body: { ...input, currency: init.currency }, quiet: true, signal }, key),
    onSuccess: (order) => queryClient.setQueryData(fundKeys.depositOrder(order.orderNo), order),
  });
}

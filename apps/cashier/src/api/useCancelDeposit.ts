import { fundCancelDeposit } from '@site/contract/api/fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';

/** Cancels a pending deposit order; the answer is the order in its new state, kept under its key. */
export function useCancelDeposit() {
  const { client } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => client.call(fundCancelDeposit, { params: { orderNo }, quiet: true }),
    onSuccess: (order) => queryClient.setQueryData(fundKeys.depositOrder(order.orderNo), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundKeys.deposits() }),
  });
}

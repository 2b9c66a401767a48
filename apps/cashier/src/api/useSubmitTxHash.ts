import { fundSubmitTxHash } from '@site/contract/api/fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';

/** The USDT transaction hash the player paid with, attached to the order (PUT .../hash). */
export function useSubmitTxHash() {
  const { client } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, txHash }: { orderNo: string; txHash: string }) => client.call(fundSubmitTxHash, { params: { orderNo }, body: { txHash }, quiet: true }),
    onSuccess: (order) => queryClient.setQueryData(fundKeys.depositOrder(order.orderNo), order),
  });
}

import { fundBindWalletAddress } from '@site/contract/api/fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';

/** Binds a TRC-20 address at once; like a card it changes hasBinding and the withdrawal destinations: every fund key. */
export function useBindWalletAddress() {
  const { client } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ address, name }: { address: string; name: string }) =>
      client.call(fundBindWalletAddress, { body: { network: 'TRC20', address, name }, quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundKeys.all }),
  });
}

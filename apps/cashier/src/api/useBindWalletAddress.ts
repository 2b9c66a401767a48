import { fundBindWalletAddress } from '@site/contract/api/fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';

/** Binds a TRC-20 address at once; like a card it changes hasBinding and the withdrawal destinations: every fund key. */
export function useBindWalletAddress() {
  const { client } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    // Issue 17: the withdrawal password proves the new destination.
    mutationFn: ({ address, name, withdrawPassword }: { address: string; name: string; withdrawPassword: string }) =>
      client.call(fundBindWalletAddress, { body: { network: 'TRC20', address, name, withdrawPassword }, quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundKeys.all }),
  });
}

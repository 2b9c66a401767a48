import { walletSetCurrencies } from '@site/contract/api/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { cashierKeys } from './keys';

/** Which currencies show in the wallet (PUT /v1/wallet/front/user/balance; 'success' means saved); the balance list is read again. */
export function useSetCurrencies() {
  const { client } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: string[]) => client.call(walletSetCurrencies, { body: { enabled }, quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashierKeys.balances() }),
  });
}

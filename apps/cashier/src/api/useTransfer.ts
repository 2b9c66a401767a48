import { moneyCall } from '@site/client/money-call';
import { walletTransfer } from '@site/contract/api/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import type { Keyed } from './keyed';
import { cashierKeys } from './keys';

export interface TransferInput {
  from: string;
  to: string;
  /** A decimal string ("500.00"), formatMinor of the checked amount. */
  amount: string;
}

/**
 * Moves money between main and a game wallet: the form's Idempotency-Key
 * (useMoneySubmit), resent with the same key on a network failure (moneyCall)
 * and kept by the form for its retry. `quiet`: the screen
 * words a refusal inline (ApiError.text is the catalogue's), no toast.
 * Every balance is stale afterwards.
 */
export function useTransfer() {
  const { client, init } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key, signal }: Keyed<TransferInput>) =>
      moneyCall(client, walletTransfer, { body: { ...input, currency: init.currency }, quiet: true, signal }, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashierKeys.balances() }),
  });
}

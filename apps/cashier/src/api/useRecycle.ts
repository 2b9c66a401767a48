import { moneyCall } from '@site/client/money-call';
import { walletRecycle } from '@site/contract/api/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { cashierKeys } from './keys';
import { fundKeys } from './fundKeys';
import type { Keyed } from './keyed';

/**
 * One-click recycle (一鍵回收, SPEC 4): every game wallet of the frame's currency back to main.
 * A money call with the screen's Idempotency-Key (useMoneySubmit: kept for a retry after an unknown
 * outcome), resent on a network failure; `quiet`: the screen words the
 * refusal. Answers the server's boolean (true: moved). Afterwards every balance and the withdrawal
 * info (which carries the main balance and what may be withdrawn) are stale.
 */
export function useRecycle() {
  const { client, init } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, signal }: Keyed<void>) => moneyCall(client, walletRecycle, { query: { currency: init.currency }, quiet: true, signal }, key),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: cashierKeys.balances() }), queryClient.invalidateQueries({ queryKey: fundKeys.withdraws() })]),
  });
}

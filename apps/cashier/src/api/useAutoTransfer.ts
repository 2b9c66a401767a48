import { userIsAutoGameTransfer } from '@site/contract/api/user';
import { walletSetAutoTransfer } from '@site/contract/api/wallet';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@site/client/client';
import { useCashier } from '../app/session';
import { cashierKeys } from './keys';

export function autoTransferQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: cashierKeys.autoTransfer(), queryFn: ({ signal }) => client.call(userIsAutoGameTransfer, { signal }) });
}

/** The player's auto-transfer setting (GET /v1/user/isAutoGameTransfer). */
export function useAutoTransfer() {
  const { client } = useCashier();
  return useQuery(autoTransferQueryOptions(client));
}

/** Saves the setting (PUT /v1/user/autoGameTransfer); the answer is the new value, kept under the same key. */
export function useSetAutoTransfer() {
  const { client } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => client.call(walletSetAutoTransfer, { body: { enabled } }),
    onSuccess: (value) => queryClient.setQueryData(cashierKeys.autoTransfer(), value),
  });
}

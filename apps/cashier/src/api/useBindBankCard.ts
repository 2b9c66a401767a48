import { fundBindBankCard } from '@site/contract/api/fund';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';

export type BindBankCardInput = BodyOf<typeof fundBindBankCard>;

/** Applies to bind a card (reviewed in 15 min - 24 h). A binding changes the deposit channels' hasBinding and the withdrawal destinations too: every fund key. */
export function useBindBankCard() {
  const { client } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BindBankCardInput) => client.call(fundBindBankCard, { body, quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundKeys.all }),
  });
}

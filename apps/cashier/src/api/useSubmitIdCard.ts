import { accountSubmitIdCard } from '@site/contract/api/account';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';
import { cashierKeys } from './keys';

/** Submits the ID verification a bank card needs (SPEC 5), from inside the frame (issue 34); an operator reviews it. */
export function useSubmitIdCard() {
  const { client } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountSubmitIdCard>) => client.call(accountSubmitIdCard, { body, quiet: true }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: cashierKeys.idCard() }), queryClient.invalidateQueries({ queryKey: fundKeys.allChannels() })]),
  });
}

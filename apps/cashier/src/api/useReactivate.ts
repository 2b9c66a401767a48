import { termsReactivate } from '@site/contract/api/terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { withdrawTermsKey } from './useWithdrawTerms';

/** Ends a dormancy with the SMS code (issue 20, the terms); the form words a refusal inline (quiet). */
export function useReactivate() {
  const { client } = useCashier();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => client.call(termsReactivate, { body: { code }, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawTermsKey() }),
  });
}

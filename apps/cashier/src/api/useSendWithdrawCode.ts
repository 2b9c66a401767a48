import { termsWithdrawCode } from '@site/contract/api/terms';
import { useMutation } from '@tanstack/react-query';
import { useCashier } from '../app/session';

/** Sends the SMS code of a withdrawal above 2,500 to the bound phone; the form words a refusal inline (quiet). */
export function useSendWithdrawCode() {
  const { client } = useCashier();
  return useMutation({ mutationFn: () => client.call(termsWithdrawCode, { quiet: true }) });
}

import { termsCode, type TermsCodePurpose } from '@site/contract/api/terms';
import { useMutation } from '@tanstack/react-query';
import { useCashier } from '../app/session';

/** Sends a terms SMS code to the bound phone (a withdrawal above 2,500, or a dormant account's reactivation); the form words a refusal inline (quiet). */
export function useSendTermsCode(purpose: TermsCodePurpose) {
  const { client } = useCashier();
  return useMutation({ mutationFn: () => client.call(termsCode, { body: { purpose }, quiet: true }) });
}

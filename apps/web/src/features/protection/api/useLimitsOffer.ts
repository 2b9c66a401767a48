import { protectionLimitsOffer } from '@site/contract/api/protection-exclusion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { exclusionKeys } from './exclusion-keys';

/** Quiet: an answer that does not reach the server only means the offer may show once more. */
export function answerLimitsOffer(answer: 'skipped' | 'set') {
  return call(protectionLimitsOffer, { body: { answer }, quiet: true });
}

/** POST /v1/protection/limits-offer: recorded once per account, so no other device shows it again. */
export function useLimitsOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerLimitsOffer,
    onSuccess: (status) => client.setQueryData(exclusionKeys.status(), status),
  });
}

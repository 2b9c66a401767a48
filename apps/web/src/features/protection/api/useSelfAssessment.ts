import { protectionSelfAssessment } from '@site/contract/api/protection';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** Quiet: the page words a failure itself, beside the answers it keeps. */
export function submitSelfAssessment(answers: readonly number[]) {
  return call(protectionSelfAssessment, { body: { answers: [...answers] }, quiet: true });
}

/** POST /v1/protection/self-assessment: the score, its band and the previous assessment. Nothing cached reads it. */
export function useSelfAssessment() {
  return useMutation({ mutationFn: submitSelfAssessment });
}

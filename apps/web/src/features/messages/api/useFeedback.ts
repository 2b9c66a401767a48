import { userFeedback } from '@site/contract/api/letter';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

export function sendFeedback(body: BodyOf<typeof userFeedback>) {
  return call(userFeedback, { body, quiet: true });
}

/** POST /v1/user/feedback: the player's feedback (type and content) for the operator. */
export function useFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}

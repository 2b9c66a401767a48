import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/**
 * The mutation of one queue action (claim, release, a decision), called quietly: the row shows a refusal itself.
 * Whatever the answer, every queue list reads its page again (the item left, its step or its claim changed, or
 * another member holds it now).
 */
export function useQueueAction<V>(call: (variables: V) => Promise<unknown>) {
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: keys.queues() }) });
}

import { protectionTakeBreak, type BreakKind, type BreakPeriod } from '@site/contract/api/protection-exclusion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';
import { exclusionKeys } from './exclusion-keys';

export interface TakeBreakInput {
  kind: BreakKind;
  period: BreakPeriod;
  password: string;
}

/** Quiet: the form words a refusal (wrong password, not longer) beside the password field. */
export function takeBreak(input: TakeBreakInput) {
  return call(protectionTakeBreak, { body: input, quiet: true });
}

/** POST /v1/protection/break: the new status goes straight to the banner; the player's data is asked again. */
export function useTakeBreak() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: takeBreak,
    onSuccess: (status) => {
      client.setQueryData(exclusionKeys.status(), status);
      return client.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

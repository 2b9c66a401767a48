import type { LimitPeriod } from '@site/contract/api/protection';
import { protectionSetLossLimit, protectionSetSessionLimit, type PlayLimits } from '@site/contract/api/protection-play';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { playKeys } from './playKeys';

/** Which limit: a loss limit of a period (amount a decimal string) or the session time limit (minutes). */
export type PlayLimitTarget = { kind: 'loss'; period: LimitPeriod } | { kind: 'session' };

/** Quiet: the card words a refusal next to its field. value null removes (after the cooling period). */
export function setPlayLimit(target: PlayLimitTarget, value: string | null): Promise<PlayLimits> {
  if (target.kind === 'loss') return call(protectionSetLossLimit, { body: { period: target.period, amount: value }, quiet: true });
  return call(protectionSetSessionLimit, { body: { minutes: value === null ? null : Number(value) }, quiet: true });
}

/** PUT /v1/protection/loss-limits or /session-limit; the answer is the new view. */
export function useSetPlayLimit(target: PlayLimitTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: string | null) => setPlayLimit(target, value),
    onSuccess: (view) => client.setQueryData(playKeys.playLimits(), view),
  });
}

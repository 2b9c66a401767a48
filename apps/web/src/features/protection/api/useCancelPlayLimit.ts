import { protectionCancelLossLimit, protectionCancelSessionLimit, type PlayLimits } from '@site/contract/api/protection-play';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { playKeys } from './playKeys';
import type { PlayLimitTarget } from './useSetPlayLimit';

export function cancelPlayLimit(target: PlayLimitTarget): Promise<PlayLimits> {
  if (target.kind === 'loss') return call(protectionCancelLossLimit, { body: { period: target.period }, quiet: true });
  return call(protectionCancelSessionLimit, { quiet: true });
}

/** POST …/cancel: drops a pending increase or removal of a loss or session time limit. */
export function useCancelPlayLimit(target: PlayLimitTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelPlayLimit(target),
    onSuccess: (view) => client.setQueryData(playKeys.playLimits(), view),
  });
}

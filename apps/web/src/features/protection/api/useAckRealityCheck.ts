import { protectionAckRealityCheck } from '@site/contract/api/protection-play';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { playKeys } from './playKeys';

export function ackRealityCheck() {
  return call(protectionAckRealityCheck, { quiet: true });
}

/** POST /v1/protection/reality-check/ack: the player answered; the next check is due an interval from now. */
export function useAckRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ackRealityCheck,
    onSuccess: (answer) => client.setQueryData(playKeys.realityCheck(), { ...answer, receivedAt: Date.now() }),
  });
}

import { protectionSetRealityCheck, type RealityInterval } from '@site/contract/api/protection-play';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { playKeys } from './playKeys';

export function setRealityCheck(intervalMinutes: RealityInterval) {
  return call(protectionSetRealityCheck, { body: { intervalMinutes }, quiet: true });
}

/** PUT /v1/protection/reality-check: the interval (0 = off); the check is asked again. */
export function useSetRealityCheck() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setRealityCheck, onSuccess: () => client.invalidateQueries({ queryKey: playKeys.realityCheck() }) });
}

import { staffRiskInteract, type HarmInteractionInput } from '@site/contract/api/staff-risk';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Records a safer-gambling interaction (call note, letter, stricter deposit limit, time-out); the risk lists and the player's file are read again. */
export function useHarmInteract() {
  return useMutation({
    mutationFn: ({ playerId, body }: { playerId: number; body: HarmInteractionInput }) =>
      backofficeClient.call(staffRiskInteract, { params: { id: playerId }, body, quiet: true }),
    onSuccess: async (_answer, { playerId }) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: keys.risk() }), queryClient.invalidateQueries({ queryKey: keys.player(playerId) })]);
    },
  });
}

import { staffAdjustmentDecide } from '@site/contract/api/staff-players';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** A second member approves (the money moves) or rejects a pending adjustment; the adjustments and that player's file are read again. */
export function useDecideAdjustment() {
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<typeof staffAdjustmentDecide> & { id: number }) =>
      backofficeClient.call(staffAdjustmentDecide, { params: { id }, body, quiet: true }),
    onSuccess: async (adjustment) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.adjustments() }),
        queryClient.invalidateQueries({ queryKey: keys.player(adjustment.playerId) }),
      ]);
    },
  });
}

import { staffPlayerAdjust } from '@site/contract/api/staff-players';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Credits or debits the main wallet with a reason; above the four-eyes line it answers a pending adjustment and nothing moves yet. The player's file is read again (keys.player). */
export function useAdjustBalance(playerId: number) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffPlayerAdjust>) => backofficeClient.call(staffPlayerAdjust, { params: { id: playerId }, body, quiet: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.player(playerId) });
      await queryClient.invalidateQueries({ queryKey: keys.adjustments() });
    },
  });
}

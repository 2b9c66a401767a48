import { staffPlayerEndSessions } from '@site/contract/api/staff-players';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Ends every open session of the player, with a reason. The player's file is read again (keys.player). */
export function useEndPlayerSessions(playerId: number) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffPlayerEndSessions>) => backofficeClient.call(staffPlayerEndSessions, { params: { id: playerId }, body, quiet: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.player(playerId) });
    },
  });
}

import { staffPlayerRestrict } from '@site/contract/api/staff-players';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Sets the account's restrictions (the whole set) with a reason; blocking login ends the player's sessions. The player's file is read again (keys.player). */
export function useRestrictPlayer(playerId: number) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffPlayerRestrict>) => backofficeClient.call(staffPlayerRestrict, { params: { id: playerId }, body, quiet: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.player(playerId) });
    },
  });
}

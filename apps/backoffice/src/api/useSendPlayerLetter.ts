import { staffPlayerLetter } from '@site/contract/api/staff-players';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Sends a letter to the player's inbox. The player's file is read again (keys.player). */
export function useSendPlayerLetter(playerId: number) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffPlayerLetter>) => backofficeClient.call(staffPlayerLetter, { params: { id: playerId }, body, quiet: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.player(playerId) });
    },
  });
}

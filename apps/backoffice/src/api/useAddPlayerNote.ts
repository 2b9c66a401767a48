import { staffPlayerAddNote } from '@site/contract/api/staff-players';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Adds a staff note to the player's file. The player's file is read again (keys.player). */
export function useAddPlayerNote(playerId: number) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffPlayerAddNote>) => backofficeClient.call(staffPlayerAddNote, { params: { id: playerId }, body, quiet: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.player(playerId) });
    },
  });
}

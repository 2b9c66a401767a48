import { staffPlayerUnlockWithdrawPassword } from '@site/contract/api/staff-players';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Ends a wrong-withdrawal-password lock, with a reason. The player's file is read again (keys.player). */
export function useUnlockWithdrawPassword(playerId: number) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffPlayerUnlockWithdrawPassword>) => backofficeClient.call(staffPlayerUnlockWithdrawPassword, { params: { id: playerId }, body, quiet: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.player(playerId) });
    },
  });
}

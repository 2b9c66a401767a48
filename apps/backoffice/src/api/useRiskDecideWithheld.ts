import { staffRiskDecideWithheld } from '@site/contract/api/staff-risk';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Releases (credited through the ledger) or confirms a withheld bonus; the risk lists and that player's file are read again. */
export function useRiskDecideWithheld() {
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<typeof staffRiskDecideWithheld> & { id: number }) =>
      backofficeClient.call(staffRiskDecideWithheld, { params: { id }, body, quiet: true }),
    onSuccess: async (decided) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: keys.risk() }), queryClient.invalidateQueries({ queryKey: keys.player(decided.playerId) })]);
    },
  });
}

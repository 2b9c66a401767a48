import { staffCatalogueUpdateGame } from '@site/contract/api/staff-catalogue';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Changes a game's status, testing flag, hot mark or order; the catalogue's lists are read again. */
export function useUpdateCatalogueGame() {
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<typeof staffCatalogueUpdateGame> & { id: number }) =>
      backofficeClient.call(staffCatalogueUpdateGame, { params: { id }, body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.catalogue() }),
  });
}

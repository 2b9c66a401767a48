import { staffContentAdvertCreate, staffContentAdvertUpdate } from '@site/contract/api/staff-content';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Adds or changes an advert; the content lists are read again. (One hook for the pair: the create and the update take the same body.) */
export function useAdvertSave() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BodyOf<typeof staffContentAdvertCreate> }) =>
      id === null ? backofficeClient.call(staffContentAdvertCreate, { body, quiet: true }) : backofficeClient.call(staffContentAdvertUpdate, { params: { id }, body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.area('content') }),
  });
}

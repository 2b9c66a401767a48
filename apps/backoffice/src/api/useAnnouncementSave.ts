import { staffContentAnnouncementCreate, staffContentAnnouncementUpdate } from '@site/contract/api/staff-content';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Adds or changes an announcement; the content lists are read again. (One hook for the pair: the create and the update take the same body.) */
export function useAnnouncementSave() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BodyOf<typeof staffContentAnnouncementCreate> }) =>
      id === null ? backofficeClient.call(staffContentAnnouncementCreate, { body, quiet: true }) : backofficeClient.call(staffContentAnnouncementUpdate, { params: { id }, body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.area('content') }),
  });
}

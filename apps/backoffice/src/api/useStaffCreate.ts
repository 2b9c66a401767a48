import { staffCreate } from '@site/contract/api/staff';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Admin: a new member with roles; answers the member and the one-time password (shown once by the page). The list and the audit log are read again. */
export function useStaffCreate() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffCreate>) => backofficeClient.call(staffCreate, { body, quiet: true }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: keys.staff() }), queryClient.invalidateQueries({ queryKey: keys.audit() })]);
    },
  });
}

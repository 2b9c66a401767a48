import { staffScheduleMaintenance } from '@site/contract/api/staff-catalogue';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Schedules the site's maintenance window with its message; the window is read again. */
export function useScheduleMaintenance() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffScheduleMaintenance>) => backofficeClient.call(staffScheduleMaintenance, { body, quiet: true }),
    onSuccess: (state) => queryClient.setQueryData(keys.cataloguePart('maintenance'), state),
  });
}

import { staffEndMaintenance } from '@site/contract/api/staff-catalogue';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Ends (or cancels) the site's maintenance window now. */
export function useEndMaintenance() {
  return useMutation({
    mutationFn: () => backofficeClient.call(staffEndMaintenance, { quiet: true }),
    onSuccess: (state) => queryClient.setQueryData(keys.cataloguePart('maintenance'), state),
  });
}

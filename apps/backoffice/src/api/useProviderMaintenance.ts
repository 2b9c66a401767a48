import { staffCatalogueProviderMaintenance } from '@site/contract/api/staff-catalogue';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Sets or clears a provider's maintenance window on all its games; the catalogue's lists are read again. */
export function useProviderMaintenance() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffCatalogueProviderMaintenance>) => backofficeClient.call(staffCatalogueProviderMaintenance, { body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.catalogue() }),
  });
}

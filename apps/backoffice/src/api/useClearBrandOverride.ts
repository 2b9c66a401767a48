import { staffCatalogueClearBrandOverride } from '@site/contract/api/staff-catalogue';
import type { BrandId } from '@site/contract/brands';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Clears one brand's override of a game (the brand follows the catalogue again); the catalogue's lists are read again. */
export function useClearBrandOverride() {
  return useMutation({
    mutationFn: ({ id, brand }: { id: number; brand: BrandId }) => backofficeClient.call(staffCatalogueClearBrandOverride, { params: { id, brand }, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.catalogue() }),
  });
}

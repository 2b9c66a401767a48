import { staffCatalogueBrandOverride } from '@site/contract/api/staff-catalogue';
import type { BrandId } from '@site/contract/brands';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Sets one brand's override of a game (a null field follows the catalogue again); the catalogue's lists are read again. */
export function useSetBrandOverride() {
  return useMutation({
    mutationFn: ({ id, brand, ...body }: BodyOf<typeof staffCatalogueBrandOverride> & { id: number; brand: BrandId }) =>
      backofficeClient.call(staffCatalogueBrandOverride, { params: { id, brand }, body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.catalogue() }),
  });
}

import { staffPromotionCreate, staffPromotionUpdate } from '@site/contract/api/staff-promotions';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Creates or changes a promotion; the promotion lists are read again. (One hook for the pair: the create and the update take the same body.) */
export function usePromotionSave() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BodyOf<typeof staffPromotionCreate> }) =>
      id === null ? backofficeClient.call(staffPromotionCreate, { body, quiet: true }) : backofficeClient.call(staffPromotionUpdate, { params: { id }, body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.area('promotions') }),
  });
}

import { staffPromotionEnd } from '@site/contract/api/staff-promotions';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Ends a promotion now, with a reason; the promotion lists are read again. */
export function usePromotionEnd() {
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<typeof staffPromotionEnd> & { id: number }) => backofficeClient.call(staffPromotionEnd, { params: { id }, body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.area('promotions') }),
  });
}

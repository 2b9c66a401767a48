import { staffPromotionGrant } from '@site/contract/api/staff-promotions';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Grants a player a promotion's reward; the promotion lists are read again. */
export function usePromotionGrant() {
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<typeof staffPromotionGrant> & { id: number }) => backofficeClient.call(staffPromotionGrant, { params: { id }, body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.area('promotions') }),
  });
}

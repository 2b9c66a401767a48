import { staffVipCancelChange } from '@site/contract/api/staff-vip-config';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Cancels a VIP change still waiting for its day; the configuration is read again. */
export function useCancelVipChange() {
  return useMutation({
    mutationFn: (id: number) => backofficeClient.call(staffVipCancelChange, { params: { id }, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.vipConfig() }),
  });
}

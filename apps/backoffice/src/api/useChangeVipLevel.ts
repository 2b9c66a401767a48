import { staffVipChangeLevel } from '@site/contract/api/staff-vip-config';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Sets a VIP level's figures from a day on (today: at once); the configuration is read again. */
export function useChangeVipLevel() {
  return useMutation({
    mutationFn: ({ level, ...body }: BodyOf<typeof staffVipChangeLevel> & { level: number }) =>
      backofficeClient.call(staffVipChangeLevel, { params: { level }, body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.vipConfig() }),
  });
}

import { staffVipConfig } from '@site/contract/api/staff-vip-config';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export function fetchVipConfig(signal?: AbortSignal): Promise<ResponseOf<typeof staffVipConfig>> {
  return backofficeClient.call(staffVipConfig, { signal, quiet: true });
}

export function vipConfigQueryOptions() {
  return queryOptions({ queryKey: keys.vipConfig(), queryFn: ({ signal }) => fetchVipConfig(signal) });
}

/** The VIP levels' figures in force today and the changes waiting for their day. */
export function useVipConfig() {
  return useQuery(vipConfigQueryOptions());
}

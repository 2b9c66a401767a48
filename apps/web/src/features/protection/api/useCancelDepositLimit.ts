import type { LimitPeriod } from '@site/contract/api/protection';
import { protectionCancelDepositLimit } from '@site/contract/api/protection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { protectionKeys } from './keys';

export function cancelDepositLimit(period: LimitPeriod) {
  return call(protectionCancelDepositLimit, { body: { period }, quiet: true });
}

/** POST /v1/protection/deposit-limits/cancel: drops a pending increase or removal. */
export function useCancelDepositLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelDepositLimit,
    onSuccess: (view) => {
      client.setQueryData(protectionKeys.depositLimits(), view);
      return client.invalidateQueries({ queryKey: protectionKeys.all });
    },
  });
}

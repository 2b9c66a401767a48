import type { LimitPeriod } from '@site/contract/api/protection';
import { protectionSetDepositLimit } from '@site/contract/api/protection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { usePromotionsStore } from '../../../shared/stores/promotions';
import { protectionKeys } from './keys';

export interface SetDepositLimitInput {
  period: LimitPeriod;
  /** A decimal string; null removes the limit (after the cooling period). */
  amount: string | null;
}

/** Quiet: the card words a refusal next to its field instead of a toast. */
export function setDepositLimit(input: SetDepositLimitInput) {
  return call(protectionSetDepositLimit, { body: input, quiet: true });
}

/** PUT /v1/protection/deposit-limits; the answer is the new view, and the limits are asked again. */
export function useSetDepositLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDepositLimit,
    onSuccess: (view) => {
      // A protection choice: no promotion follows it in this visit (the login advert waits for another).
      usePromotionsStore.getState().hold();
      client.setQueryData(protectionKeys.depositLimits(), view);
      return client.invalidateQueries({ queryKey: protectionKeys.all });
    },
  });
}

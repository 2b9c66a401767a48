import { activityRewardClaim } from '@site/contract/api/activity-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyCall } from '../../../shared/api/money-call';
import { walletKeys } from '../../wallet';
import { activityKeys } from './keys';

/** One claim: moneyCall gives it an Idempotency-Key and resends with the same key only when the outcome is unknown. */
export function claimReward(id: number) {
  return moneyCall(activityRewardClaim, { params: { id }, quiet: true });
}

/** POST /v1/activity/reward/{id}/claim (extension): the reward into the main wallet; then the rewards and the balance are asked again. */
export function useClaimReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: activityKeys.rewardsAll() }), client.invalidateQueries({ queryKey: walletKeys.balance() })]),
  });
}

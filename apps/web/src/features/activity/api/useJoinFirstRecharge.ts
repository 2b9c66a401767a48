import { firstRechargeJoin } from '@site/contract/api/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { promotionKeys } from '../first-recharge/keys';

/** POST /v1/activity/first-recharge/join (platform pc); quiet: the card says the refusal itself. */
export function joinFirstRecharge() {
  return call(firstRechargeJoin, { body: { platform: 'pc' }, quiet: true });
}

/** Joins, then shows the state the server answered (and asks again after a refusal: it may have changed). */
export function useJoinFirstRecharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinFirstRecharge,
    onSuccess: (state) => client.setQueryData(promotionKeys.firstRecharge(), state),
    onError: () => client.invalidateQueries({ queryKey: promotionKeys.firstRecharge() }),
  });
}

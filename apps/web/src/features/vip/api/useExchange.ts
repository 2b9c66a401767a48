import { vipExchange } from '@site/contract/api/vip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyCall } from '../../../shared/api/money-call';
import { walletKeys } from '../../wallet';
import { vipKeys } from './keys';

export interface ExchangeInput {
  currency: string;
  points: number;
}

/**
 * One exchange attempt: moneyCall gives it a fresh Idempotency-Key and resends
 * with the same key only when the outcome is unknown (network, timeout).
 * quiet: the form says the server's words itself.
 */
export function exchangePoints({ currency, points }: ExchangeInput) {
  return moneyCall(vipExchange, { query: { currency }, body: { points }, quiet: true });
}

/**
 * PUT /v1/user/vip/coupon-exchange?currency=: points -> money into the main wallet.
 * Afterwards the record (points), coupons, coupon records, exchange info and the
 * wallet balance are asked again. Settled, not only on success: a failure may
 * mean the points changed meanwhile (e.g. a coupon expired).
 */
export function useExchange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: exchangePoints,
    onSettled: (_result, _error, { currency }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: vipKeys.record() }),
        client.invalidateQueries({ queryKey: vipKeys.coupons() }),
        client.invalidateQueries({ queryKey: vipKeys.couponRecords() }),
        client.invalidateQueries({ queryKey: vipKeys.exchangeInfo(currency) }),
        client.invalidateQueries({ queryKey: walletKeys.balance() }),
      ]),
  });
}

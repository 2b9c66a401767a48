import type { CallOptions } from '@site/client/client';
import { moneyCall as sharedMoneyCall } from '@site/client/money-call';
import type { Endpoint, ResponseOf } from '@site/contract/endpoint';
import { webClient } from './client';

/** A money-moving call (DESIGN 3): one Idempotency-Key, resent with the same key on a network failure (@site/client). */
export function moneyCall<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}, key?: string): Promise<ResponseOf<E>> {
  return sharedMoneyCall(webClient, endpoint, options, key);
}

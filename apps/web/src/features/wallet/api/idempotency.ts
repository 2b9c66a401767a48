import { newIdempotencyKey } from '@site/contract/rules/session';
import type { Endpoint, ResponseOf } from '@site/contract/endpoint';
import { call } from '../../../shared/api/call';
import { type CallOptions } from '@site/client/client';
import { isApiError } from '@site/client/errors';

/** How often a money-moving call is sent again after a network failure (same key: the server moves money once). */
export const MONEY_CALL_RETRIES = 2;

/**
 * Calls a money-moving endpoint (DESIGN 3) with a fresh Idempotency-Key. A
 * network failure or timeout leaves the outcome unknown, so the call is sent
 * again with the SAME key: the server answers the first result and moves
 * nothing twice. Any answer from the server (success or error) ends it.
 */
export async function moneyCall<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}, key: string = newIdempotencyKey()): Promise<ResponseOf<E>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(endpoint, { ...options, headers: { ...options.headers, 'Idempotency-Key': key } });
    } catch (error) {
      const unknownOutcome = isApiError(error) && (error.case === 'network' || error.case === 'timeout');
      if (!unknownOutcome || attempt >= MONEY_CALL_RETRIES) throw error;
    }
  }
}

import type { CallOptions } from '@site/client/client';
import type { Endpoint, ResponseOf } from '@site/contract/endpoint';
import { webClient } from './client';

/**
 * Calls one endpoint of the contract and applies every rule of SPEC 8
 * (@site/client). Resolves with the parsed `data`; rejects with an ApiError.
 */
export function call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  return webClient.call(endpoint, options);
}

export function resetCallState(): void {
  webClient.reset();
}

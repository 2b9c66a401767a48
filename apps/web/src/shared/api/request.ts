import type { CallInput, RawResponse } from '@site/client/request';
import type { Endpoint } from '@site/contract/endpoint';
import { webClient } from './client';

/** '/maintain' is the one path outside /api (SPEC 7); the current language is filled in where the endpoint takes one. */
export function endpointUrl(endpoint: Endpoint, input: CallInput = {}): string {
  return webClient.endpointUrl(endpoint, input);
}

/** One HTTP exchange with the SPEC 7 headers and the 30 s timeout, no SPEC 8 rule (probes). */
export function rawRequest(endpoint: Endpoint, input: CallInput = {}): Promise<RawResponse> {
  return webClient.rawRequest(endpoint, input);
}

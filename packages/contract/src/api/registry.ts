import type { Endpoint } from '../endpoint';
import { configApi } from './config';
import { gameApi } from './game';

/** Every endpoint of the contract, for the server's OpenAPI document and drift tests. */
export const allEndpoints: readonly Endpoint[] = [...Object.values(configApi), ...Object.values(gameApi)];

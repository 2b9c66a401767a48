import type { Endpoint } from '../endpoint';
import { configApi } from './config';
import { gameApi } from './game';
import { userApi } from './user';
import { validationApi } from './validation';

/** Every endpoint of the contract, for the server's OpenAPI document and drift tests. */
export const allEndpoints: readonly Endpoint[] = [
  ...Object.values(configApi),
  ...Object.values(gameApi),
  ...Object.values(userApi),
  ...Object.values(validationApi),
];

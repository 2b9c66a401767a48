import type { Endpoint } from '../endpoint';
import { accountApi } from './account';
import { activityApi } from './activity';
import { configApi } from './config';
import { fundApi } from './fund';
import { gameApi, playApi } from './game';
import { messageApi } from './message';
import { userApi } from './user';
import { validationApi } from './validation';
import { vipApi } from './vip';
import { walletApi } from './wallet';

/** Every endpoint of the contract, for the server's OpenAPI document and drift tests. */
export const allEndpoints: readonly Endpoint[] = [
  ...Object.values(configApi),
  ...Object.values(activityApi),
  ...Object.values(gameApi),
  ...Object.values(playApi),
  ...Object.values(messageApi),
  ...Object.values(userApi),
  ...Object.values(validationApi),
  ...Object.values(walletApi),
  ...Object.values(fundApi),
  ...Object.values(accountApi),
  ...Object.values(vipApi),
];

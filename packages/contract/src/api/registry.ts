import type { Endpoint } from '../endpoint';
import { accountApi } from './account';
import { activityApi } from './activity';
import { activityListApi } from './activity-list';
import { configApi } from './config';
import { contentApi } from './content';
import { eventsApi } from './events';
import { fundApi } from './fund';
import { gameApi, playApi } from './game';
import { announcementApi } from './announcement';
import { letterApi } from './letter';
import { loginLinkApi } from './login-link';
import { messageApi } from './message';
import { promotionsApi } from './promotions';
import { protectionApi } from './protection';
import { userApi } from './user';
import { validationApi } from './validation';
import { vipApi } from './vip';
import { walletApi } from './wallet';

/** Every endpoint of the contract, for the server's OpenAPI document and drift tests. */
export const allEndpoints: readonly Endpoint[] = [
  ...Object.values(configApi),
  ...Object.values(activityApi),
  ...Object.values(activityListApi),
  ...Object.values(gameApi),
  ...Object.values(playApi),
  ...Object.values(messageApi),
  ...Object.values(letterApi),
  ...Object.values(announcementApi),
  ...Object.values(userApi),
  ...Object.values(validationApi),
  ...Object.values(walletApi),
  ...Object.values(fundApi),
  ...Object.values(accountApi),
  ...Object.values(vipApi),
  ...Object.values(promotionsApi),
  ...Object.values(contentApi),
  ...Object.values(eventsApi),
  ...Object.values(loginLinkApi),
  ...Object.values(protectionApi),
];

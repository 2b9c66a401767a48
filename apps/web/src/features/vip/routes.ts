import { lazyPage } from '../../shared/i18n';

export const vipPages = {
  vip: lazyPage(() => import('./pages/VipPage'), 'vip'),
};

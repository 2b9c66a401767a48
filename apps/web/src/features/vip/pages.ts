import { definePages } from '../../shared/routing/page';
import { VIP_ADDRESSES as at } from './paths';

export const VIP_PAGES = definePages({
  vip: { ...at.vip, needsLogin: true, playerMenu: 'vip', load: () => import('./pages/VipPage'), namespaces: 'vip' },
});

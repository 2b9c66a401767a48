import { definePages } from '../../shared/routing/page';

export const VIP_PAGES = definePages({
  vip: { path: '/mine/vip', name: 'VIP', needsLogin: true, playerMenu: 'vip', load: () => import('./pages/VipPage'), namespaces: 'vip' },
});

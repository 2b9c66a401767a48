import { definePages } from '../../shared/routing/page';

export const VIP_PAGES = definePages({
  vip: { path: '/mine/vip', name: 'VIP', load: () => import('./pages/VipPage'), namespaces: 'vip' },
});

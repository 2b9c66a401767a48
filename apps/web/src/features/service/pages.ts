import { definePages } from '../../shared/routing/page';

const NS = ['service', 'shell'];

export const SERVICE_PAGES = definePages({
  service: { path: '/service', name: 'Service', load: () => import('./pages/ServicePage'), namespaces: NS },
  hand: { path: '/serviceHand', load: () => import('./pages/ServiceHandPage'), namespaces: NS },
});

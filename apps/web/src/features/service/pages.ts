import { definePages } from '../../shared/routing/page';
import { SERVICE_ADDRESSES as at } from './paths';

const NS = ['service', 'shell'];

export const SERVICE_PAGES = definePages({
  service: { ...at.service, load: () => import('./pages/ServicePage'), namespaces: NS },
  hand: { ...at.hand, load: () => import('./pages/ServiceHandPage'), namespaces: NS },
});

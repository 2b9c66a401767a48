import { lazyPage } from '../../shared/i18n';

const NS = ['service', 'shell'];

export const servicePages = {
  service: lazyPage(() => import('./pages/ServicePage'), NS),
  hand: lazyPage(() => import('./pages/ServiceHandPage'), NS),
};

import { lazyPage } from '../../shared/i18n';

const NS = ['situation', 'shell'];

export const situationPages = {
  notFound: lazyPage(() => import('./pages/NotFoundPage'), NS),
  serverError: lazyPage(() => import('./pages/ServerErrorPage'), NS),
  maintenance: lazyPage(() => import('./pages/MaintenancePage'), NS),
  comingSoon: lazyPage(() => import('./pages/ComingSoonPage'), NS),
  maintainInfo: lazyPage(() => import('./pages/MaintainInfoPage'), NS),
};

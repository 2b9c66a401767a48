import { definePages } from '../../shared/routing/page';

const NS = ['situation', 'shell'];
/** The 500 and 503 screens and /maintain stand alone: anything that calls the API would be in vain. */
const ALONE = { header: false, footer: false, goTop: false };

export const SITUATION_PAGES = definePages({
  situation: { path: '/situation', redirect: '/situation/404' },
  notFound: { path: '/situation/404', load: () => import('./pages/NotFoundPage'), namespaces: NS },
  serverError: { path: '/situation/500', load: () => import('./pages/ServerErrorPage'), namespaces: NS, flags: ALONE },
  serverMaintain: { path: '/situation/503', name: 'ServerMaintain', load: () => import('./pages/MaintenancePage'), namespaces: NS, flags: ALONE },
  comingSoon: { path: '/situation/comingSoon', load: () => import('./pages/ComingSoonPage'), namespaces: NS },
  maintainInfo: { path: '/maintain', load: () => import('./pages/MaintainInfoPage'), namespaces: NS, flags: ALONE },
  // Any other address: the 404 screen (the only redirect that drops the query).
  unknown: { path: '*', redirect: '/situation/404' },
});

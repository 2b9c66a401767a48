import { definePages } from '../../shared/routing/page';
import { STATUS_ADDRESSES as at } from './paths';

const NS = ['situation', 'shell'];
/** The 500 and 503 screens and /maintain stand alone: anything that calls the API would be in vain. */
const ALONE = { header: false, footer: false, goTop: false };

export const STATUS_PAGES = definePages({
  situation: { ...at.situation, redirect: at.notFound.path },
  notFound: { ...at.notFound, load: () => import('./pages/NotFoundPage'), namespaces: NS },
  serverError: { ...at.serverError, load: () => import('./pages/ServerErrorPage'), namespaces: NS, flags: ALONE },
  serverMaintain: { ...at.serverMaintain, load: () => import('./pages/MaintenancePage'), namespaces: NS, flags: ALONE },
  comingSoon: { ...at.comingSoon, load: () => import('./pages/ComingSoonPage'), namespaces: NS },
  maintainInfo: { ...at.maintainInfo, load: () => import('./pages/MaintainInfoPage'), namespaces: NS, flags: ALONE },
  // Any other address: the 404 screen (the only redirect that drops the query).
  unknown: { ...at.unknown, redirect: at.notFound.path },
});

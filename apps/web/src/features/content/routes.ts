import { lazyPage } from '../../shared/i18n';

const NS = 'content';

export const contentPages = {
  aboutUs: lazyPage(() => import('./pages/AboutUsPage'), NS),
  gameRule: lazyPage(() => import('./pages/GameRulePage'), NS),
  agency: lazyPage(() => import('./pages/AgencyPage'), NS),
  helpCenter: lazyPage(() => import('./pages/HelpCenterPage'), NS),
  mediaCabinet: lazyPage(() => import('./pages/MediaCabinetPage'), NS),
  appDownload: lazyPage(() => import('./pages/AppDownloadPage'), NS),
  sponsor: lazyPage(() => import('./pages/SponsorPage'), NS),
};

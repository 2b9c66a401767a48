import { lazyPage } from '../../shared/i18n';

export const homePages = {
  home: lazyPage(() => import('./pages/HomePage'), 'home'),
};

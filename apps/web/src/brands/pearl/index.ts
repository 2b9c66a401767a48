import type { BrandConfig } from '../types';

export const pearl: BrandConfig = {
  id: 'pearl',
  vipLevelCount: 10,
  languageSelector: 'loggedIn',
  sideMenu: () => ['inviteFriends', 'helpCenter'],
  footerMenu: ['aboutUs', 'agency', 'helpCenter', 'terms', 'responsibility'],
  loadImages: () => import('./images').then((m) => m.images),
};

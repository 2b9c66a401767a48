import type { BrandConfig } from '../types';

export const jade: BrandConfig = {
  id: 'jade',
  vipLevelCount: 11,
  languageSelector: 'always',
  sideMenu: () => ['inviteFriends', 'agency', 'officialMedia', 'aboutUs', 'helpCenter'],
  footerMenu: ['aboutUs', 'agency', 'helpCenter', 'terms', 'responsibility'],
  loadImages: () => import('./images').then((m) => m.images),
};

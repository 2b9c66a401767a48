import type { BrandConfig } from '../types';

export const amber: BrandConfig = {
  id: 'amber',
  vipLevelCount: 11,
  languageSelector: 'always',
  sideMenu: (frontendType) =>
    frontendType === 2
      ? ['agency', 'officialMedia', 'aboutUs', 'helpCenter']
      : ['inviteFriends', 'agency', 'officialMedia', 'aboutUs', 'helpCenter'],
  footerMenu: ['aboutUs', 'helpCenter'],
  loadImages: () => import('./images').then((m) => m.images),
};

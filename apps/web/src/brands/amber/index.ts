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
  tokens: { '--brand-accent': '#f0a020', '--brand-accent-soft': 'rgba(240, 160, 32, 0.16)' },
  loadImages: () => import('./images').then((m) => m.images),
};

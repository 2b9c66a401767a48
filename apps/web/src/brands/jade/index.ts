import type { BrandConfig } from '../types';

export const jade: BrandConfig = {
  id: 'jade',
  vipLevelCount: 11,
  languageSelector: 'always',
  sideMenu: () => ['inviteFriends', 'agency', 'officialMedia', 'aboutUs', 'helpCenter'],
  footerMenu: ['aboutUs', 'agency', 'helpCenter', 'terms', 'responsibility'],
  tokens: { '--brand-accent': '#2fb48a', '--brand-accent-soft': 'rgba(47, 180, 138, 0.16)' },
  loadImages: () => import('./images').then((m) => m.images),
};

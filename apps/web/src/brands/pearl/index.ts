import type { BrandConfig } from '../types';

export const pearl: BrandConfig = {
  id: 'pearl',
  vipLevelCount: 10,
  languageSelector: 'loggedIn',
  sideMenu: () => ['inviteFriends', 'helpCenter'],
  footerMenu: ['aboutUs', 'agency', 'helpCenter', 'terms', 'responsibility'],
  tokens: { '--brand-accent': '#a99bf0', '--brand-accent-soft': 'rgba(169, 155, 240, 0.16)' },
  loadImages: () => import('./images').then((m) => m.images),
};

import { BRAND_TOKENS } from '@site/contract/brands';
import type { BrandConfig } from '../types';

export const pearl: BrandConfig = {
  id: 'pearl',
  vipLevelCount: 10,
  languageSelector: 'loggedIn',
  sideMenu: () => ['inviteFriends', 'helpCenter'],
  footerMenu: ['aboutUs', 'agency', 'helpCenter', 'terms', 'responsibility'],
  tokens: BRAND_TOKENS.pearl,
  loadImages: () => import('./images').then((m) => m.images),
};

import { defineAddresses, pathsOf } from '../../shared/routing/page';

/** The VIP page's address; pages.ts adds what it loads (shared/routing/page.ts, PageAddress). */
export const VIP_ADDRESSES = defineAddresses({
  vip: { path: '/mine/vip', name: 'VIP' },
});

/** Public (eslint.config.js): other features link here through these builders only. */
export const vipPaths = pathsOf(VIP_ADDRESSES);

import { defineAddresses, pathsOf } from '../../shared/routing/page';

/** The status pages' addresses; pages.ts adds what each page loads (shared/routing/page.ts, PageAddress). */
export const STATUS_ADDRESSES = defineAddresses({
  situation: { path: '/situation' },
  notFound: { path: '/situation/404' },
  serverError: { path: '/situation/500' },
  serverMaintain: { path: '/situation/503', name: 'ServerMaintain' },
  comingSoon: { path: '/situation/comingSoon' },
  maintainInfo: { path: '/maintain' },
  unknown: { path: '*' },
});

/** Public (eslint.config.js): other features link here through these builders only. */
export const statusPaths = pathsOf(STATUS_ADDRESSES);

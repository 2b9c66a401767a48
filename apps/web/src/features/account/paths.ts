import { defineAddresses, pathsOf } from '../../shared/routing/page';

/** The account area's addresses; pages.ts adds what each page loads (shared/routing/page.ts, PageAddress). */
export const ACCOUNT_ADDRESSES = defineAddresses({
  mine: { path: '/mine' },
  betRecord: { path: '/mine/betRecord', name: 'BetRecord' },
  account: { path: '/mine/account', name: 'Account', query: ['openDialog'] },
  address: { path: '/mine/account/address' },
});

/** Public (eslint.config.js): other features link here through these builders only. */
export const accountPaths = pathsOf(ACCOUNT_ADDRESSES);

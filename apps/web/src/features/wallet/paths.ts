import { defineAddresses, pathsOf } from '../../shared/routing/page';

/** The wallet pages' addresses; pages.ts adds what each page loads (shared/routing/page.ts, PageAddress). */
export const WALLET_ADDRESSES = defineAddresses({
  finance: { path: '/finance' },
  passbook: { path: '/finance/passbook', name: 'Passbook', query: ['tab', 'type', 'status', 'from', 'to'] },
  wallet: { path: '/finance/wallet' },
  newPage: { path: '/finance/newPage', query: ['type'] },
  entry: { path: '/finance/:page', name: 'FinanceEntry', query: ['type', 'openBindPage'] },
});

/** Public (eslint.config.js): other features link here through these builders only. */
export const walletPaths = pathsOf(WALLET_ADDRESSES);

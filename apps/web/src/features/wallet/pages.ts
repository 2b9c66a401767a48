import { definePages } from '../../shared/routing/page';

const NS = 'wallet';

export const WALLET_PAGES = definePages({
  finance: { path: '/finance', redirect: '/finance/passbook' },
  passbook: { path: '/finance/passbook', name: 'Passbook', load: () => import('./pages/PassbookPage'), namespaces: NS, query: ['tab', 'type', 'status', 'from', 'to'], sideMenu: 'passbook' },
  wallet: { path: '/finance/wallet', load: () => import('./pages/WalletPage'), namespaces: NS, sideMenu: 'wallet' },
  newPage: { path: '/finance/newPage', load: () => import('./pages/FinanceNewPage'), namespaces: NS, query: ['type'], flags: { header: false, footer: false }, sample: { type: 'recharge' } },
  entry: { path: '/finance/:page', name: 'FinanceEntry', load: () => import('./pages/FinanceEntryPage'), namespaces: NS, query: ['type', 'openBindPage'], sample: { page: 'recharge' } },
});

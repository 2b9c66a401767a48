import { definePages } from '../../shared/routing/page';

const NS = 'wallet';

export const WALLET_PAGES = definePages({
  finance: { path: '/finance', redirect: '/finance/passbook' },
  passbook: { path: '/finance/passbook', name: 'Passbook', load: () => import('./pages/PassbookPage'), namespaces: NS, query: ['tab', 'type', 'status', 'from', 'to'], needsLogin: true, playerMenu: 'passbook' },
  wallet: { path: '/finance/wallet', load: () => import('./pages/WalletPage'), namespaces: NS, needsLogin: true, playerMenu: 'wallet' },
  newPage: { path: '/finance/newPage', needsLogin: true, load: () => import('./pages/FinanceNewPage'), namespaces: NS, query: ['type'], flags: { header: false, footer: false }, sample: { type: 'recharge' } },
  entry: { path: '/finance/:page', needsLogin: true, name: 'FinanceEntry', load: () => import('./pages/FinanceEntryPage'), namespaces: NS, query: ['type', 'openBindPage'], sample: { page: 'recharge' } },
});

import { definePages } from '../../shared/routing/page';
import { WALLET_ADDRESSES as at } from './paths';

const NS = 'wallet';

export const WALLET_PAGES = definePages({
  finance: { ...at.finance, redirect: at.passbook.path },
  passbook: { ...at.passbook, load: () => import('./pages/PassbookPage'), namespaces: NS, needsLogin: true, playerMenu: 'passbook' },
  wallet: { ...at.wallet, load: () => import('./pages/WalletPage'), namespaces: NS, needsLogin: true, playerMenu: 'wallet' },
  newPage: { ...at.newPage, needsLogin: true, load: () => import('./pages/FinanceNewPage'), namespaces: NS, flags: { header: false, footer: false }, sample: { type: 'recharge' } },
  entry: { ...at.entry, needsLogin: true, load: () => import('./pages/FinanceEntryPage'), namespaces: NS, sample: { page: 'recharge' } },
});

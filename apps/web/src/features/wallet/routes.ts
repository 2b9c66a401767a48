import { lazyPage } from '../../shared/i18n';

const NS = 'wallet';

export const walletPages = {
  entry: lazyPage(() => import('./pages/FinanceEntryPage'), NS),
  passbook: lazyPage(() => import('./pages/PassbookPage'), NS),
  newPage: lazyPage(() => import('./pages/FinanceNewPage'), NS),
};

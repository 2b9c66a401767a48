import { lazyPage } from '../../shared/i18n';

const NS = 'account';

export const accountPages = {
  account: lazyPage(() => import('./pages/AccountPage'), NS),
  address: lazyPage(() => import('./pages/AddressPage'), NS),
  betRecord: lazyPage(() => import('./pages/BetRecordPage'), 'betRecord'),
};

import { lazyPage } from '../../shared/i18n';

const NS = 'account';

export const accountPages = {
  // The screen, its dialogs and the shared form pieces (code field, captcha) speak from the first render.
  account: lazyPage(() => import('./pages/AccountPage'), [NS, 'accountPopups', 'forms']),
  // Its own namespace (locales/<lng>/address.json), plus the shared form texts its dialog uses.
  address: lazyPage(() => import('./pages/AddressPage'), ['address', 'forms']),
  betRecord: lazyPage(() => import('./pages/BetRecordPage'), 'betRecord'),
};

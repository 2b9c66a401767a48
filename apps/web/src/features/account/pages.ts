import { definePages } from '../../shared/routing/page';
import { contentPaths } from '../content/paths';

const NS = 'account';

export const ACCOUNT_PAGES = definePages({
  mine: { path: '/mine', redirect: contentPaths.aboutUs() },
  betRecord: { path: '/mine/betRecord', name: 'BetRecord', needsLogin: true, playerMenu: 'betRecord', load: () => import('./pages/BetRecordPage'), namespaces: 'betRecord' },
  // The screen, its dialogs and the shared form pieces (code field, captcha) speak from the first render.
  account: { path: '/mine/account', name: 'Account', needsLogin: true, playerMenu: 'account', load: () => import('./pages/AccountPage'), namespaces: [NS, 'accountPopups', 'forms'], query: ['openDialog'] },
  // Its own namespace (locales/<lng>/address.json), plus the shared form texts its dialog uses.
  address: { path: '/mine/account/address', needsLogin: true, load: () => import('./pages/AddressPage'), namespaces: ['address', 'forms'] },
});

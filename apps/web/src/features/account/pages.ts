import { definePages } from '../../shared/routing/page';
import { contentPaths } from '../content/paths';
import { ACCOUNT_ADDRESSES as at } from './paths';

const NS = 'account';

export const ACCOUNT_PAGES = definePages({
  mine: { ...at.mine, redirect: contentPaths.aboutUs() },
  betRecord: { ...at.betRecord, needsLogin: true, playerMenu: 'betRecord', load: () => import('./pages/BetRecordPage'), namespaces: 'betRecord' },
  // The screen, its dialogs and the shared form pieces (code field, captcha) speak from the first render.
  account: { ...at.account, needsLogin: true, playerMenu: 'account', load: () => import('./pages/AccountPage'), namespaces: [NS, 'accountPopups', 'forms'] },
  // Its own namespace (locales/<lng>/address.json), plus the shared form texts its dialog uses.
  address: { ...at.address, needsLogin: true, load: () => import('./pages/AddressPage'), namespaces: ['address', 'forms'] },
  // Its own namespace (locales/<lng>/sessions.json); a lazy route: nothing of it in the first screen.
  sessions: { ...at.sessions, needsLogin: true, load: () => import('./pages/SessionsPage'), namespaces: 'sessions' },
  // Its own namespace (locales/<lng>/passkeys.json) and the my-account dialogs' and forms' texts; a lazy route.
  passkeys: { ...at.passkeys, needsLogin: true, load: () => import('./pages/PasskeysPage'), namespaces: ['passkeys', 'accountPopups', 'forms'] },
  // Its own namespace (locales/<lng>/twoFactor.json) and the shared form texts; a lazy route.
  twoFactor: { ...at.twoFactor, needsLogin: true, load: () => import('./pages/TwoFactorPage'), namespaces: ['twoFactor', 'forms'] },
});

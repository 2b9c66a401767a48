import { defineAddresses, pathsOf } from '../../shared/routing/page';

/** The account area's addresses; pages.ts adds what each page loads (shared/routing/page.ts, PageAddress). */
export const ACCOUNT_ADDRESSES = defineAddresses({
  mine: { path: '/mine' },
  betRecord: { path: '/mine/betRecord', name: 'BetRecord' },
  account: { path: '/mine/account', name: 'Account', query: ['openDialog'] },
  // A page under /mine/account/ with a title is a section of my account (sections.ts): its texts are `<key>.*`.
  address: { path: '/mine/account/address', title: 'account:address.title' },
  // Devices and sessions, the login history (issue 39).
  sessions: { path: '/mine/account/sessions', title: 'account:sessions.title' },
  // Passkeys: signing in without the password (issue 39).
  passkeys: { path: '/mine/account/passkeys', title: 'account:passkeys.title' },
  // Two-factor login by an authenticator app (issue 39).
  twoFactor: { path: '/mine/account/twoFactor', title: 'account:twoFactor.title' },
});

/** Public (eslint.config.js): other features link here through these builders only. */
export const accountPaths = pathsOf(ACCOUNT_ADDRESSES);

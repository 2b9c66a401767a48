import { describe, expect, it } from 'vitest';
import { accountPageSections } from './sections';

describe('the sections of my account', () => {
  it('are the area’s pages from their addresses, so a new titled page under /mine/account/ is one without a list to edit', () => {
    const addresses = {
      account: { path: '/mine/account' },
      address: { path: '/mine/account/address', title: 'account:address.title' },
      colour: { path: '/mine/account/colour', title: 'account:colour.title' },
      // Not a section: untitled, or outside the area.
      draft: { path: '/mine/account/draft' },
      vip: { path: '/mine/vip', title: 'vip:title' },
    };
    expect(accountPageSections(addresses, '/mine/account')).toEqual([
      { key: 'address', to: '/mine/account/address' },
      { key: 'colour', to: '/mine/account/colour' },
    ]);
  });

  it('include the address book, the devices-and-sessions page, the passkeys and two-factor today', () => {
    expect(accountPageSections().map((section) => section.key)).toEqual(['address', 'sessions', 'passkeys', 'twoFactor']);
  });
});

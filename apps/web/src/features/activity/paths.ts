import { defineAddresses, pathsOf } from '../../shared/routing/page';

/** The activity pages' addresses; pages.ts adds what each page loads (shared/routing/page.ts, PageAddress). */
export const ACTIVITY_ADDRESSES = defineAddresses({
  activity: { path: '/activity' },
  entry: { path: '/activity/entry', query: ['url'] },
  list: { path: '/activity/list', name: 'ActivityList' },
  inviteFriends: { path: '/activity/detail/InviteFriends/NTD' },
});

/** Public (eslint.config.js): other features link here through these builders only. */
export const activityPaths = {
  ...pathsOf(ACTIVITY_ADDRESSES),
  /** The entry screen framing one of our activity pages (an empty url is kept: the screen says so). */
  entry: (url: string) => `${ACTIVITY_ADDRESSES.entry.path}?${new URLSearchParams({ url }).toString()}`,
};

import { definePages } from '../../shared/routing/page';

const NS = 'activity';

export const ACTIVITY_PAGES = definePages({
  activity: { path: '/activity', redirect: '/activity/list' },
  entry: { path: '/activity/entry', load: () => import('./pages/ActivityEntryPage'), namespaces: NS, query: ['url'], sample: { url: '/activity/list' } },
  list: { path: '/activity/list', name: 'ActivityList', load: () => import('./pages/ActivityListPage'), namespaces: [NS, 'promotions'], serverRendered: true },
  inviteFriends: { path: '/activity/detail/InviteFriends/NTD', needsLogin: true, load: () => import('./pages/InviteFriendsPage'), namespaces: 'promotions', sideMenu: 'inviteFriends' },
});

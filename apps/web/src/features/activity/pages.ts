import { definePages } from '../../shared/routing/page';
import { ACTIVITY_ADDRESSES as at } from './paths';

const NS = 'activity';

export const ACTIVITY_PAGES = definePages({
  activity: { ...at.activity, redirect: at.list.path },
  entry: { ...at.entry, load: () => import('./pages/ActivityEntryPage'), namespaces: NS, sample: { url: '/activity/list' } },
  list: { ...at.list, load: () => import('./pages/ActivityListPage'), namespaces: [NS, 'promotions'], serverRendered: true },
  inviteFriends: { ...at.inviteFriends, needsLogin: true, load: () => import('./pages/InviteFriendsPage'), namespaces: 'promotions', sideMenu: 'inviteFriends' },
});

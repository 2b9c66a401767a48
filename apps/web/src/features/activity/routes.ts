import { lazyPage } from '../../shared/i18n';

const NS = 'activity';

export const activityPages = {
  list: lazyPage(() => import('./pages/ActivityListPage'), [NS, 'promotions']),
  entry: lazyPage(() => import('./pages/ActivityEntryPage'), NS),
  inviteFriends: lazyPage(() => import('./pages/InviteFriendsPage'), 'promotions'),
};

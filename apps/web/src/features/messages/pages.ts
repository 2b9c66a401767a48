import { definePages } from '../../shared/routing/page';
import { MESSAGES_ADDRESSES as at, messagesPaths, NOTIFICATION_TABS } from './paths';

export const MESSAGES_PAGES = definePages({
  notification: {
    ...at.notification,
    needsLogin: true,
    playerMenu: 'messages',
    load: () => import('./pages/NotificationPage'),
    namespaces: 'messages',
    children: [{ index: true, redirect: messagesPaths.notification('announcement') }, ...NOTIFICATION_TABS],
  },
});

import { definePages } from '../../shared/routing/page';

/** The notification page's tabs, read from the path. */
export type NotificationTab = 'announcement' | 'trade' | 'system' | 'mail';
const tab = (name: NotificationTab) => `/mine/notification/${name}`;

export const MESSAGES_PAGES = definePages({
  notification: {
    path: '/mine/notification',
    needsLogin: true,
    playerMenu: 'messages',
    load: () => import('./pages/NotificationPage'),
    namespaces: 'messages',
    children: [{ index: true, redirect: tab('announcement') }, { path: tab('announcement') }, { path: tab('trade') }, { path: tab('system') }, { path: tab('mail'), name: 'Mail' }],
  },
});

import { defineAddresses } from '../../shared/routing/page';

/** The notification page's tabs, read from the path. */
export type NotificationTab = 'announcement' | 'trade' | 'system' | 'mail';
const tab = (name: NotificationTab) => `/mine/notification/${name}` as const;

/** The messages pages' addresses; pages.ts adds what each page loads (shared/routing/page.ts, PageAddress). */
export const MESSAGES_ADDRESSES = defineAddresses({
  notification: { path: '/mine/notification' },
});

/** The notification page's tabs, its children (the mail tab is SPEC 2's Mail). */
export const NOTIFICATION_TABS = [{ path: tab('announcement') }, { path: tab('trade') }, { path: tab('system') }, { path: tab('mail'), name: 'Mail' }] as const;

/** Public (eslint.config.js): other features link here through these builders only. */
export const messagesPaths = {
  notification: (name: NotificationTab) => tab(name),
};

import { MESSAGES_PAGES, type NotificationTab } from './pages';

/** Public (eslint.config.js): other features link here through these builders only. */
export const messagesPaths = {
  notification: (tab: NotificationTab) => `${MESSAGES_PAGES.notification.path}/${tab}`,
};

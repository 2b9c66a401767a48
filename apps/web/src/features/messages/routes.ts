import { lazyPage } from '../../shared/i18n';

export const messagesPages = {
  notification: lazyPage(() => import('./pages/NotificationPage'), 'messages'),
};

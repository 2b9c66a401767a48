import { lazyPage } from '../../shared/i18n';

/** The page loads with its namespace (locales/<lng>/protection.json) and the shared form texts. */
export const protectionPages = {
  protection: lazyPage(() => import('./pages/ProtectionPage'), ['protection', 'forms']),
};

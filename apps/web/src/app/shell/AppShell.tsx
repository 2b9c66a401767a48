import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useLocation, useRoutes } from 'react-router';
import { ToastHost } from '@site/ui/toast-host';
import { currentBrand } from '../../brands';
import { AuthPopupHost } from '../../features/auth';
import { RealityCheck } from '../../features/protection';
import { useApplyTheme } from '../../shared/hooks';
import { loadNamespaces } from '../../shared/i18n';
import { useIsLoggedIn } from '../../shared/stores/session';
import { NavigationBridge } from '../router/NavigationBridge';
import { RouteErrorBoundary } from '../router/RouteErrorBoundary';
import { useRouteFlags } from '../router/useRouteFlags';
import { appRoutes } from '../router/appRoutes';
import styles from './AppShell.module.css';
import { DialogHost } from './DialogHost';
import { FloatingActions } from './FloatingActions';
import { Header } from './Header';
import { PageLoadError, PageSkeleton } from './PageStates';
import { QueryParamsEffect } from './QueryParamsEffect';

// Heartbeat, user info, cross-tab follow-up and the account popups: only while logged in.
const SessionEffects = lazy(() => import('./user/SessionEffects'));
// Below the fold on every page: it loads right after the first screen.
const Footer = lazy(() => Promise.all([import('./Footer'), loadNamespaces('shell')]).then(([m]) => ({ default: m.Footer })));

/** Header, the routed page, footer, floating buttons, toasts and dialogs, as the route's flags say. */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const element = useRoutes(appRoutes);
  const flags = useRouteFlags(appRoutes);
  const theme = useApplyTheme();
  const loggedIn = useIsLoggedIn();
  const title = t(`brand.${currentBrand().id}`);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={styles.app}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <NavigationBridge />
      <QueryParamsEffect />
      {flags.header ? <Header player={flags.player} /> : null}
      <main id="main" tabIndex={-1} className={flags.header ? styles.main : styles.bare}>
        <RouteErrorBoundary resetKey={pathname} fallback={() => <PageLoadError />}>
          <Suspense fallback={<PageSkeleton />}>{element}</Suspense>
        </RouteErrorBoundary>
      </main>
      {flags.footer ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : null}
      {flags.goTop ? <FloatingActions /> : null}
      <ToastHost theme={theme} />
      <DialogHost />
      <AuthPopupHost />
      {loggedIn ? (
        <Suspense fallback={null}>
          <SessionEffects />
          <RealityCheck />
        </Suspense>
      ) : null}
    </div>
  );
}

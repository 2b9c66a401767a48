import { lazy, Suspense, useEffect } from 'react';
import { Started } from './Started';
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
import { HydrateWhenNear } from '../../shared/hydration/HydrateWhenNear';

// Heartbeat, user info, cross-tab follow-up and the account popups: only while logged in.
const SessionEffects = lazy(() => import('./user/SessionEffects'));
// Below the fold on every page: it loads right after the first screen.
const Footer = lazy(() => Promise.all([import('./Footer'), loadNamespaces('shell')]).then(([m]) => ({ default: m.Footer })));

/**
 * The toasts in the theme in force, which also keeps <html>'s class in step. A component of its own: the
 * device's theme is known only once hydrated (the server assumes dark), and a change of it re-rendering
 * the shell while the page or the footer is still dehydrated would make React throw their server
 * markup away and render them again (a layout shift and a second LCP on a light-themed phone).
 */
function ThemedToasts() {
  const theme = useApplyTheme();
  return <ToastHost theme={theme} />;
}

/** The skip link and the document's title: their strings in components of their own, for the same reason. */
function SkipLinkAndTitle() {
  const { t } = useTranslation();
  const title = t(`brand.${currentBrand().id}`);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <a className={styles.skip} href="#main">
      {t('skipToContent')}
    </a>
  );
}

/**
 * Header, the routed page, footer, floating buttons, toasts and dialogs, as the route's flags say. It reads
 * no strings and no theme: a string loaded (the footer's own namespace) or the device's theme learnt while
 * a part is still dehydrated must not re-render the shell (see ThemedToasts).
 */
export function AppShell() {
  const { pathname } = useLocation();
  const element = useRoutes(appRoutes);
  const flags = useRouteFlags(appRoutes);
  const loggedIn = useIsLoggedIn();
  return (
    <div className={styles.app}>
      <SkipLinkAndTitle />
      <NavigationBridge />
      <QueryParamsEffect />
      {flags.header ? <Header player={flags.player} /> : null}
      <main id="main" tabIndex={-1} className={flags.header ? styles.main : styles.bare}>
        <RouteErrorBoundary resetKey={pathname} fallback={() => <PageLoadError />} reloading={<PageSkeleton />}>
          <Suspense fallback={<PageSkeleton />}>
            {element}
            <Started />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {/* The footer starts far below the first screen (2,560 px on a phone): its server markup hydrates when near (issue 36). */}
      {flags.footer ? (
        <HydrateWhenNear id="footer">
          <Footer />
        </HydrateWhenNear>
      ) : null}
      {flags.goTop ? <FloatingActions /> : null}
      <ThemedToasts />
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

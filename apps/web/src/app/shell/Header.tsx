import { lazy, Suspense } from 'react';
import { currentBrand } from '../../brands';
import { AuthButtons } from '../../features/auth';
import { useIsLoggedIn } from '../../shared/stores/session';
import { AppearanceSelect } from './AppearanceSelect';
import { GameMenu } from './GameMenu';
import styles from './Header.module.css';
import { HeaderLogo } from './HeaderLogo';
import { LanguageSelect } from './LanguageSelect';
import { SideMenu } from './SideMenu';

/** The logged-in area loads only when a token exists. */
const HeaderUser = lazy(() => import('./user/HeaderUser'));
/** Issue 20: a running time-out or self-exclusion, said under the bar (and the deposit-limit offer); a player's only. */
const ProtectionBanner = lazy(() => import('../../features/protection').then((m) => ({ default: m.ProtectionBanner })));

/**
 * The shared header of SPEC 2: logo, game menu, language and appearance, and
 * when logged in the user area (finance, messages, VIP, user centre).
 */
export function Header() {
  const loggedIn = useIsLoggedIn();
  const showLanguage = currentBrand().languageSelector === 'always' || loggedIn;
  return (
    <header className={styles.header}>
      {/* Logged in, the wallet and user area leave the game menu no room beside them: it takes a row of its own. */}
      <div className={loggedIn ? `${styles.bar} ${styles.stacked}` : styles.bar}>
        <div className={styles.toggle}>
          <SideMenu />
        </div>
        <div className={styles.logo}>
          <HeaderLogo />
        </div>
        <GameMenu className={styles.menu} />
        <div className={styles.controls}>
          {/* On a phone the bar holds the login buttons or the wallet and the user menu: language and appearance move to the side menu. */}
          {showLanguage ? (
            <span className={styles.roomyOnly}>
              <LanguageSelect />
            </span>
          ) : null}
          <span className={loggedIn ? styles.wideOnly : styles.roomyOnly}>
            <AppearanceSelect />
          </span>
          {loggedIn ? (
            <Suspense fallback={null}>
              <HeaderUser />
            </Suspense>
          ) : (
            <AuthButtons />
          )}
        </div>
      </div>
      {loggedIn ? (
        <Suspense fallback={null}>
          <ProtectionBanner />
        </Suspense>
      ) : null}
    </header>
  );
}

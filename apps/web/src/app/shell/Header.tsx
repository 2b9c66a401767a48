import { lazy, Suspense } from 'react';
import { currentBrand } from '../../brands';
import { AuthButtons } from '../../features/auth';
// Issue 20: a running time-out or self-exclusion, said under the bar (and the deposit-limit offer); a player's only. Lazy in its feature.
import { ProtectionBanner } from '../../features/protection';
import { useIsLoggedIn } from '../../shared/stores/session';
import { AppearanceSelect } from './AppearanceSelect';
import { GameMenu } from './GameMenu';
import styles from './Header.module.css';
import { HeaderLogo } from './HeaderLogo';
import { LanguageSelect } from './LanguageSelect';
import { SideMenu } from './SideMenu';

/** The logged-in area loads only when a token exists. */
const HeaderUser = lazy(() => import('./user/HeaderUser'));

/**
 * The shared header of SPEC 2: logo, game menu, language and appearance, and
 * when logged in the user area (finance, messages, VIP, user centre). Without the player's
 * pieces (`player` false: the agent backend, issue 21) the bar keeps logo, language and appearance.
 */
export function Header({ player = true }: { player?: boolean }) {
  const loggedIn = useIsLoggedIn() && player;
  const showLanguage = currentBrand().languageSelector === 'always' || loggedIn || !player;
  // Without the side menu (agent pages) language and appearance stay in the bar at every width.
  const only = player ? (loggedIn ? styles.spaciousOnly : styles.roomyOnly) : undefined;
  return (
    <header className={styles.header}>
      {/* One row on desktop, logged in or not (issue 19): logged in, language and appearance stay in the side menu below 1600 px. */}
      <div className={styles.bar}>
        <div className={styles.toggle}>{player ? <SideMenu /> : null}</div>
        <div className={styles.logo}>
          <HeaderLogo />
        </div>
        {player ? <GameMenu className={styles.menu} /> : null}
        <div className={styles.controls}>
          {/* On a phone the bar holds the login buttons or the wallet and the user menu: language and appearance move to the side menu. */}
          {showLanguage ? (
            <span className={only}>
              <LanguageSelect />
            </span>
          ) : null}
          <span className={only}>
            <AppearanceSelect />
          </span>
          {loggedIn ? (
            <Suspense fallback={null}>
              <HeaderUser />
            </Suspense>
          ) : player ? (
            <AuthButtons />
          ) : null}
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

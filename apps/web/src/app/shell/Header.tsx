import { currentBrand } from '../../brands';
import { useIsLoggedIn } from '../../shared/stores/session';
import { AppearanceSelect } from './AppearanceSelect';
import { GameMenu } from './GameMenu';
import styles from './Header.module.css';
import { HeaderLogo } from './HeaderLogo';
import { LanguageSelect } from './LanguageSelect';
import { SideMenu } from './SideMenu';

/**
 * The shared header of SPEC 2: logo, game menu, language and appearance.
 * Login, register, balance and the user centre arrive with the auth and wallet issues.
 */
export function Header() {
  const loggedIn = useIsLoggedIn();
  const showLanguage = currentBrand().languageSelector === 'always' || loggedIn;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.toggle}>
          <SideMenu />
        </div>
        <div className={styles.logo}>
          <HeaderLogo />
        </div>
        <GameMenu className={styles.menu} />
        <div className={styles.controls}>
          {showLanguage ? <LanguageSelect /> : null}
          <AppearanceSelect />
        </div>
      </div>
    </header>
  );
}

import { lazy, Suspense, type MouseEvent } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { NavLink } from 'react-router';
import { Drawer } from '@site/ui/drawer';
import { currentBrand, type SideMenuItem } from '../../brands';
import { usePopupsStore } from '../../shared/stores/popups';
import { useIsLoggedIn } from '../../shared/stores/session';
import { useFrontendType } from '../../shared/session/userInfo';
import { AppearanceSelect } from './AppearanceSelect';
import { LanguageSelect } from './LanguageSelect';
import { SideMenuPlayerLinks } from './SideMenuPlayerLinks';
import styles from './SideMenu.module.css';
import { buildRoutePath } from '../../shared/routing/path-builder';
import type { PageDeclaration } from '../../shared/routing/page';
import { ALL_PAGES } from '../pages';

/** Each item's page: the page that declares it (`sideMenu` in features/<f>/pages.ts), at its pattern without optional parameters. */
const TARGETS = {} as Record<SideMenuItem, string>;
const collect = (pages: readonly PageDeclaration[]): void =>
  pages.forEach((page) => {
    if (page.sideMenu && page.path) TARGETS[page.sideMenu] = buildRoutePath(page.path, []);
    collect(page.children ?? []);
  });
collect(ALL_PAGES);

const ICONS: Record<SideMenuItem, string> = {
  inviteFriends: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0H2Zm17-11V7h-2v2h-2v2h2v2h2v-2h2V9h-2Z',
  agency: 'M12 2 3 6v6c0 5 3.8 9.7 9 10 5.2-.3 9-5 9-10V6l-9-4Zm0 5a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm-5 10.2c1-1.9 2.9-3.2 5-3.2s4 1.3 5 3.2A8 8 0 0 1 12 20a8 8 0 0 1-5-2.8Z',
  officialMedia: 'M4 4h16v12H7l-3 3V4Zm4 5v2h2V9H8Zm4 0v2h2V9h-2Zm4 0v2h2V9h-2Z',
  aboutUs: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  wallet: 'M3 6a3 3 0 0 1 3-3h12v4h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a3 3 0 0 1-3-3V6Zm3-1a1 1 0 0 0 0 2h10V5H6Zm11 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  passbook: 'M5 2h11l4 4v16H5V2Zm3 6v2h9V8H8Zm0 4v2h9v-2H8Zm0 4v2h6v-2H8Z',
  helpCenter: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 16h-2v-2h2v2Zm2.1-7.7-.9.9c-.7.7-1.2 1.3-1.2 2.8h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3a2 2 0 1 0-3.4-1.4H7a5 5 0 1 1 8.1 4.3Z',
};

/** A player's own pages, before the brand's links once logged in (issue 19: the wallet and the passbook were in no menu). */
const PLAYER_ITEMS: readonly SideMenuItem[] = ['wallet', 'passbook'];

// The user state and logout load only when logged in.
const SideMenuUser = lazy(() => import('./user/SideMenuUser').then((m) => ({ default: m.SideMenuUser })));
const SideMenuLogout = lazy(() => import('./user/SideMenuUser').then((m) => ({ default: m.SideMenuLogout })));

export interface SideMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Side menu of SPEC 2: user state (or a visitor welcome), the brand's links (DESIGN 6), logout. */
export default function SideMenuDrawer({ open, onOpenChange }: SideMenuDrawerProps) {
  const { t } = useTranslation('shell');
  const frontendType = useFrontendType();
  const loggedIn = useIsLoggedIn();
  const items = [...(loggedIn ? PLAYER_ITEMS : []), ...currentBrand().sideMenu(frontendType)];
  const close = () => onOpenChange(false);
  // SPEC 2: invite friends needs login; a visitor logs in first and is taken there after.
  const follow = (event: MouseEvent, item: SideMenuItem) => {
    close();
    if (item !== 'inviteFriends' || loggedIn) return;
    event.preventDefault();
    const popups = usePopupsStore.getState();
    popups.setPendingActivity(TARGETS[item]);
    popups.openPopup({ kind: 'login', tab: 'login' });
  };
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('sideMenu.title')} closeLabel={t('sideMenu.close')}>
      {loggedIn ? (
        <Suspense fallback={null}>
          <SideMenuUser onClose={close} />
        </Suspense>
      ) : (
        <div className={styles.welcome}>
          <p className={styles.welcomeTitle}>{t('sideMenu.visitor')}</p>
          <p className={styles.welcomeText}>{t('sideMenu.visitorHint')}</p>
          {/* On phones the header has room only for the login buttons: the settings live here. */}
          <div className={styles.settings}>
            {currentBrand().languageSelector === 'always' ? <LanguageSelect /> : null}
            <AppearanceSelect />
          </div>
        </div>
      )}
      {loggedIn ? <SideMenuPlayerLinks onFollow={close} /> : null}
      <nav aria-label={t('sideMenu.links')}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item}>
              <NavLink className={styles.link} to={TARGETS[item]} onClick={(event) => follow(event, item)}>
                <span className={styles.dot} aria-hidden="true">
                  <svg width="18" height="18" viewBox="0 0 24 24" focusable="false">
                    <path fill="currentColor" d={ICONS[item]} />
                  </svg>
                </span>
                {t(`sideMenu.${item}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {loggedIn ? (
        <Suspense fallback={null}>
          <SideMenuLogout onClose={close} />
        </Suspense>
      ) : null}
    </Drawer>
  );
}

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
import { MenuIcon } from './MenuIcon';
import { BRAND_ICONS } from './menuIcons';
import styles from './SideMenu.module.css';
import { buildRoutePath } from '../../shared/routing/path-builder';
import type { PageDeclaration } from '../../shared/routing/page';
import { ALL_PAGES } from '../pages';

/** Each brand item's page: the page that declares it (`sideMenu` in features/<f>/pages.ts), at its pattern without optional parameters. */
const TARGETS = {} as Record<SideMenuItem, string>;
const collect = (pages: readonly PageDeclaration[]): void =>
  pages.forEach((page) => {
    if (page.sideMenu && page.path) TARGETS[page.sideMenu] = buildRoutePath(page.path, []);
    collect(page.children ?? []);
  });
collect(ALL_PAGES);

// The user state and logout load only when logged in.
const SideMenuUser = lazy(() => import('./user/SideMenuUser').then((m) => ({ default: m.SideMenuUser })));
const SideMenuLogout = lazy(() => import('./user/SideMenuUser').then((m) => ({ default: m.SideMenuLogout })));

export interface SideMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Side menu of SPEC 2: user state (or a visitor welcome), the player's own pages, the brand's links (DESIGN 6), logout. */
export default function SideMenuDrawer({ open, onOpenChange }: SideMenuDrawerProps) {
  const { t } = useTranslation('shell');
  const frontendType = useFrontendType();
  const loggedIn = useIsLoggedIn();
  const items = currentBrand().sideMenu(frontendType);
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
                <MenuIcon d={BRAND_ICONS[item]} />
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

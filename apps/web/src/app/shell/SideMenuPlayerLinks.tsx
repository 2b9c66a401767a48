import { NavLink } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { PLAYER_ICONS } from './menuIcons';
import { PLAYER_LINKS } from './playerMenu';
import { MenuIcon } from './MenuIcon';
import styles from './SideMenu.module.css';

/**
 * The drawer's links to the player's own pages, shown when logged in: every page a feature declares with a
 * `playerMenu` item (playerMenu.ts). On a phone the header's user menu is not there, so this is the way to them.
 */
export function SideMenuPlayerLinks({ onFollow }: { onFollow: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('sideMenu.player.label')} className={styles.group}>
      <ul className={styles.list}>
        {PLAYER_LINKS.map((link) => (
          <li key={link.item}>
            <NavLink className={styles.link} to={link.to} onClick={onFollow}>
              <MenuIcon d={PLAYER_ICONS[link.item]} />
              {t(`sideMenu.${link.item}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { NavLink } from 'react-router';
import { accountPaths } from '../../features/account/paths';
import { vipPaths } from '../../features/vip/paths';
import { useTranslation } from '../../shared/i18n/useTranslation';
import styles from './SideMenu.module.css';

/**
 * The player's own pages, from their features' path builders (issue 19): VIP and bet records. The wallet and the
 * passbook follow in the drawer's links, from their pages' `sideMenu` declarations.
 */
const PLAYER_LINKS = [
  { key: 'vip', to: () => vipPaths.vip() },
  { key: 'betRecord', to: () => accountPaths.betRecord() },
] as const;

/** The drawer's links to the player's pages, shown when logged in (the header's user menu is not reachable on phones). */
export function SideMenuPlayerLinks({ onFollow }: { onFollow: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('sideMenu.player.label')}>
      <ul className={styles.list}>
        {PLAYER_LINKS.map((link) => (
          <li key={link.key}>
            <NavLink className={styles.link} to={link.to()} onClick={onFollow}>
              {t(`sideMenu.player.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

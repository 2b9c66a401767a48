import type { MouseEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { useVipName } from '../../../shared/vip/useVipName';
import { useFinanceGate } from '../../../features/wallet';
import { confirmLogout } from '../../../shared/session';
import { useFrontendType, useUserInfo } from '../../../shared/session/userInfo';
import { walletPaths } from '../../../features/wallet/paths';
import { AppearanceSelect } from '../AppearanceSelect';
import { LanguageSelect } from '../LanguageSelect';
import styles from './SideMenuUser.module.css';
import { Avatar } from './Avatar';

export interface SideMenuUserProps {
  /** Closes the drawer (after a link, or before the logout confirmation). */
  onClose: () => void;
}

/** The side menu's user state (SPEC 2): avatar, name, VIP and the wallet shortcuts. */
export function SideMenuUser({ onClose }: SideMenuUserProps) {
  const { t } = useTranslation('user');
  const vipNameOf = useVipName();
  const user = useUserInfo().data;
  const frontendType = useFrontendType();
  const name = user?.nickname || user?.username || '';
  const pages = frontendType === 2 ? (['transfer'] as const) : (['recharge', 'withdraw', 'transfer'] as const);
  const gate = useFinanceGate();
  // The drawer closes first, so a gate's dialog takes the focus; a plain click runs the finance gates (SPEC 4, 5).
  const follow = (event: MouseEvent, page: (typeof pages)[number]) => {
    onClose();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void gate.open(page);
  };
  return (
    <section className={styles.card} aria-label={t('sideMenu.member')}>
      <div className={styles.who}>
        <Avatar src={user?.avatar} name={name} size={48} />
        <div className={styles.text}>
          <p className={styles.name}>{name ? t('sideMenu.greeting', { name }) : '\u00a0'}</p>
          {user?.username && user.nickname ? <p className={styles.account}>{user.username}</p> : null}
          {user?.vipName ? <span className={styles.vip}>{vipNameOf(user.vipName)}</span> : null}
        </div>
      </div>
      <nav aria-label={t('sideMenu.wallet')}>
        <ul className={styles.shortcuts}>
          {pages.map((page) => (
            <li key={page}>
              <Link className={styles.shortcut} to={walletPaths.entry({ page })} onClick={(e) => follow(e, page)} aria-busy={gate.pending || undefined}>
                {t(`header.${page}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* On phones the header leaves these out when logged in (no room beside the wallet). */}
      <div className={styles.settings}>
        <LanguageSelect />
        <AppearanceSelect />
      </div>
    </section>
  );
}

/** Logout with its confirmation (SPEC 2); the drawer closes first so the dialog takes the focus. */
export function SideMenuLogout({ onClose }: SideMenuUserProps) {
  const { t } = useTranslation('user');
  return (
    <button
      type="button"
      className={styles.logout}
      onClick={() => {
        onClose();
        void confirmLogout();
      }}
    >
      {t('sideMenu.logout')}
    </button>
  );
}

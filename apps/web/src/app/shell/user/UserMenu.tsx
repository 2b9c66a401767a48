import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { useVipName } from '../../../shared/vip/useVipName';
import { useDisclosure } from '../../../shared/hooks/useDisclosure';
import { confirmLogout } from '../../../shared/session';
import { usePopupsStore, type Popup } from '../../../shared/stores/popups';
import { useUserInfo } from '../../../shared/session/userInfo';
import { PLAYER_LINKS } from '../playerMenu';
import { Avatar } from './Avatar';
import styles from './HeaderUser.module.css';

/** The user-centre dropdown (SPEC 2): a disclosure button with links and actions. */
export function UserMenu() {
  const { t } = useTranslation('user');
  const vipNameOf = useVipName();
  const user = useUserInfo().data;
  const openPopup = usePopupsStore((s) => s.openPopup);
  const { pathname } = useLocation();
  const { open, setOpen, root, button } = useDisclosure();
  const id = useId();
  const name = user?.nickname || user?.username || '';

  // Closed when the page changes: only on a change of address, not when the menu mounts or mounts again
  // (a suspended header shown again), which could otherwise undo a click that came first.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);

  const act = (popup: Popup) => {
    setOpen(false);
    openPopup(popup);
  };

  return (
    <div className={styles.menuRoot} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.avatarButton}
        aria-label={t('menu.open')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar src={user?.avatar} name={name} />
      </button>
      <div id={id} className={styles.panel} hidden={!open}>
        <div className={styles.panelHead}>
          <Avatar src={user?.avatar} name={name} size={44} />
          <div className={styles.who}>
            <strong className={styles.name}>{name}</strong>
            {user?.vipName ? <span className={styles.vipTag}>{vipNameOf(user.vipName)}</span> : null}
          </div>
        </div>
        <nav aria-label={t('menu.label')}>
          <ul className={styles.items}>
            {/* The player's own pages, as the side menu lists them (their pages' `playerMenu` declarations). */}
            {PLAYER_LINKS.map(({ item, to }) => (
              <li key={item}>
                <Link className={styles.item} to={to} onClick={() => setOpen(false)}>
                  {t(`menu.${item}`)}
                </Link>
              </li>
            ))}
            {user && user.hasTelephone === false ? (
              <li>
                <button type="button" className={styles.item} onClick={() => act({ kind: 'mobileBinding' })}>
                  {t('menu.mobileBinding')}
                </button>
              </li>
            ) : null}
            <li>
              <button type="button" className={styles.item} onClick={() => act({ kind: 'avatar' })}>
                {t('menu.avatar')}
              </button>
            </li>
            <li>
              <button type="button" className={styles.item} onClick={() => act({ kind: 'appearance' })}>
                {t('menu.appearance')}
              </button>
            </li>
            <li>
              <button
                type="button"
                className={`${styles.item} ${styles.logout}`}
                onClick={() => {
                  setOpen(false);
                  void confirmLogout();
                }}
              >
                {t('menu.logout')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

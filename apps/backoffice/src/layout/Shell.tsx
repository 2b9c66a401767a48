import type { StaffQueueKind } from '@site/contract/api/staff-queues';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../api/useLogout';
import { useMe } from '../api/useMe';
import { mayOpen, PAGES } from '../app/pages';
import { useBackoffice } from '../app/store';
import { useQueueCounts, useStaffStream } from '../app/useStaffStream';
import { useTranslation } from '../i18n/useTranslation';
import { SettingsControls } from './SettingsControls';

/** The menu entries that are queues: each shows its length as the staff stream last said it. */
const QUEUE_OF: Partial<Record<string, StaffQueueKind>> = { deposits: 'deposit', withdrawals: 'withdraw', cards: 'card', idcards: 'idcard' };

/**
 * The frame of every signed-in page: the menu (only the pages the member's roles open), the member,
 * language, theme and logout. No session: the login page, with the address to come back to.
 */
export function Shell() {
  const { t } = useTranslation();
  const token = useBackoffice((state) => state.token);
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const counts = useQueueCounts().data;
  useStaffStream();

  if (!token) {
    const next = location.pathname === '/' ? '' : `?next=${encodeURIComponent(location.pathname + location.search)}`;
    return <Navigate to={`/login${next}`} replace />;
  }
  const roles = me.data?.roles ?? [];
  return (
    <div className="bo-shell">
      <a className="bo-skip" href="#bo-main">
        {t('skipToContent')}
      </a>
      <header className="bo-header">
        <span className="bo-brand">{t('title')}</span>
        <div className="bo-header__tools">
          <SettingsControls />
          {me.data && (
            <span className="bo-member">
              {me.data.name}
              <span className="bo-member__roles">{me.data.roles.map((role) => t(`roles.${role}`)).join('、')}</span>
            </span>
          )}
          <button
            type="button"
            className="bo-button bo-button--ghost"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) })}
          >
            {t('logout')}
          </button>
        </div>
      </header>
      <div className="bo-body">
        <nav className="bo-nav" aria-label={t('menu')}>
          <ul>
            {PAGES.filter((page) => page.inMenu && me.data && mayOpen(page, roles)).map((page) => {
              const queue = QUEUE_OF[page.label];
              const waiting = queue && counts ? counts[queue].waiting : 0;
              return (
                <li key={page.path}>
                  <NavLink to={page.path} end={page.path === '/'}>
                    {t(`nav.${page.label}`)}
                    {waiting > 0 && (
                      <span className="bo-nav__count">
                        <span aria-hidden="true">{waiting}</span>
                        <span className="bo-visually-hidden">{t('nav.waiting', { count: waiting })}</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <main id="bo-main" className="bo-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

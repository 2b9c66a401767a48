import { Button } from '@site/ui/button';
import { useEffect, type ReactNode } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { agentLoginAfter } from '../api/login-path';
import { beatAgent } from '../api/agentHeartbeat';
import { useAgentLogout } from '../api/useAgentLogout';
import { useAgentHeartbeat } from '../session/heartbeat';
import { useAgentSession } from '../session/store';
import { agentPaths } from '../paths';
import styles from './agent.module.css';

const NAV = [
  { to: agentPaths.agentDashboard(), key: 'nav.dashboard', end: true },
  { to: agentPaths.agentMembers(), key: 'nav.members', end: false },
  { to: agentPaths.agentCommission(), key: 'nav.commission', end: false },
  { to: agentPaths.agentInvite(), key: 'nav.invite', end: false },
  { to: agentPaths.agentPassword(), key: 'nav.password', end: false },
] as const;

/**
 * Every agent page but the login: without an agent session it goes to /agent/login (and back
 * after); with one, the backend's own small nav, the account, logout, the heartbeat and the
 * page's one h1.
 */
export function AgentFrame({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('agent');
  const { pathname, search } = useLocation();
  const token = useAgentSession((s) => s.token);
  const account = useAgentSession((s) => s.account);
  const navigate = useNavigate();
  const logout = useAgentLogout();
  useAgentHeartbeat(beatAgent);
  useEffect(() => {
    document.title = `${title} | ${t('backend')}`;
  }, [title, t]);
  if (!token) return <Navigate to={agentLoginAfter(pathname + search)} replace />;

  const leave = async () => {
    await logout();
    void navigate(agentPaths.agentLogin(), { replace: true });
  };

  return (
    <div className={styles.frame}>
      <div className={styles.top}>
        <p className={styles.who}>
          <span className={styles.badge}>{t('backend')}</span>
          <span>{account}</span>
        </p>
        <Button variant="secondary" size="sm" onClick={() => void leave()}>
          {t('logout')}
        </Button>
      </div>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul>
          {NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

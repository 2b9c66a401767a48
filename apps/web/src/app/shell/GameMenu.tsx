import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Skeleton } from '@site/ui/skeleton';
import { DEFAULT_CHANNEL_BY_TYPE, gameTypeLabel, useGameTypes, useUsualGamesCount } from '../../features/games';
import { paths } from '../paths';
import styles from './GameMenu.module.css';

interface Tab {
  key: string;
  to: string;
  label: string;
  active: boolean;
}

/**
 * Game menu tabs (SPEC 2): hot, usual (only with usual games), each game type
 * present, promotions. A tab opens the Lobby; type 6 passes channel KT.
 */
export function GameMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: types, isPending } = useGameTypes();
  const usualCount = useUsualGamesCount();
  const lobbyRoot = paths.lobby();

  const tabs: Tab[] = [{ key: 'hot', to: lobbyRoot, label: t('nav.hot'), active: pathname === lobbyRoot }];
  if (usualCount > 0) tabs.push({ key: 'usual', to: paths.home({ section: 'usual' }), label: t('nav.usual'), active: false });
  for (const type of types ?? []) {
    const base = paths.lobby({ gameType: type.type });
    tabs.push({
      key: `type-${type.type}`,
      to: paths.lobby({ gameType: type.type, channelCode: DEFAULT_CHANNEL_BY_TYPE[type.type] }),
      label: gameTypeLabel(t, type.type, type.name),
      active: pathname === base || pathname.startsWith(`${base}/`),
    });
  }
  if (isPending) {
    for (const i of [1, 2, 3, 4, 5]) tabs.push({ key: `pending-${i}`, to: '', label: '', active: false });
  }
  tabs.push({ key: 'promotions', to: paths.activityList(), label: t('nav.promotions'), active: pathname.startsWith('/activity') });

  return (
    <nav className={[styles.nav, className].filter(Boolean).join(' ')} aria-label={t('nav.gameMenu')}>
      <ul className={styles.list}>
        {tabs.map((tab) =>
          tab.to === '' ? (
            <li key={tab.key} className={styles.skeleton} aria-hidden="true">
              <Skeleton width={44} height={18} />
            </li>
          ) : (
          <li key={tab.key}>
            <Link className={styles.tab} to={tab.to} aria-current={tab.active ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
          ),
        )}
      </ul>
    </nav>
  );
}

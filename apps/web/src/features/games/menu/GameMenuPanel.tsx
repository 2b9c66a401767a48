import type { GameItem } from '@site/contract/api/game-schemas';
import { hotGames } from '@site/contract/rules/session';
import { Skeleton } from '@site/ui/skeleton';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { gamesPaths } from '../paths';
import { useVisibleGames } from '../api/queries';
import { useGameTypes } from '../api/useGameTypes';
import { useUsualGames } from '../api/usual';
import { useGameOpener } from '../components/useGameOpener';
import { gameTypeLabel } from '../gameTypes';
import { visibleGames } from '../listing';
import styles from './GameMenuPanel.module.css';
import { NearImage } from '../../../shared/media/NearImage';

/** Which header tab the dropdown belongs to. */
export type MenuTab = { kind: 'hot' } | { kind: 'usual' } | { kind: 'type'; gameType: number };

/** A type with more games than this lists its channels instead. */
export const MENU_GAMES_MAX = 12;

export interface GameMenuPanelProps {
  tab: MenuTab;
  /** Accessible name of the dropdown: the tab's label. */
  label: string;
  /** True while the maintenance notice is asking: the dropdown must stay open. */
  onHold?: (hold: boolean) => void;
}

function byHotLevel(a: GameItem, b: GameItem): number {
  return (a.hotLevel ?? Infinity) - (b.hotLevel ?? Infinity);
}

/**
 * The 340 px dropdown of a game-menu tab (SPEC 2): the hottest games, the
 * usual games, or a game type's games, or its channels when it has many.
 */
export function GameMenuPanel({ tab, label, onHold }: GameMenuPanelProps) {
  const { t } = useTranslation('games');
  const { games, isError, excluded } = useVisibleGames();
  const { data: types } = useGameTypes();
  const usual = useUsualGames();
  const { open, dialog, asking } = useGameOpener();
  useEffect(() => onHold?.(asking), [asking, onHold]);

  const type = tab.kind === 'type' ? types?.find((item) => item.type === tab.gameType) : undefined;
  const list = useMemo(() => {
    if (tab.kind === 'usual') return usual.data ? visibleGames(usual.data, excluded) : undefined;
    if (!games) return undefined;
    if (tab.kind === 'hot') {
      const order = (types ?? []).map((item) => item.type);
      return hotGames(games, order)
        .flatMap((group) => group.games)
        .sort(byHotLevel)
        .slice(0, MENU_GAMES_MAX);
    }
    return games.filter((g) => g.gameType === tab.gameType);
  }, [tab, games, types, usual.data, excluded]);

  const channels = tab.kind === 'type' && list && list.length > MENU_GAMES_MAX ? (type?.subGameCategoryDetail.gameChannelList ?? []) : null;
  const title = t('menu.title', { name: label });

  let body;
  if (isError) body = <p className={styles.empty}>{t('home.error')}</p>;
  else if (!list) body = <MenuSkeleton />;
  else if (channels) {
    body = (
      <ul className={styles.channels}>
        {channels.map((channel) => (
          <li key={channel.code}>
            <Link className={styles.channel} to={gamesPaths.lobby({ gameType: tab.kind === 'type' ? tab.gameType : undefined, channelCode: channel.code })}>
              <span>{channel.name}</span>
              <span className={styles.channelType} aria-hidden="true">{type ? gameTypeLabel(t, type.type, type.name) : null}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  } else if (list.length === 0) body = <p className={styles.empty}>{t('menu.empty')}</p>;
  else {
    body = (
      <ul className={styles.games}>
        {list.slice(0, MENU_GAMES_MAX).map((game) => (
          <li key={game.id}>
            <button type="button" className={styles.game} onClick={() => open(game)}>
              <NearImage src={game.icon} alt="" width={56} height={56} />
              <span className={styles.name}>{game.name}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.panel} role="region" aria-label={title}>
      {body}
      {dialog}
    </div>
  );
}

export function MenuSkeleton() {
  return (
    <ul className={styles.games} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className={styles.game}>
          <Skeleton width={56} height={56} />
          <Skeleton width={64} height={14} />
        </li>
      ))}
    </ul>
  );
}

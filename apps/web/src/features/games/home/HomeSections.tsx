import { hotGames } from '@site/contract/rules/session';
import type { GameItem } from '@site/contract/api/game-schemas';
import { memo, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { HydrateWhenNear } from '../../../shared/hydration/HydrateWhenNear';
import { gamesPaths } from '../paths';
import { useHomeFavorites, useUsualGames, useVisibleGames } from '../api/queries';
import { useGameTypes } from '../api/useGameTypes';
import { GameList } from '../components/CardList';
import { RowScroller } from '../components/RowScroller';
import { GameCard, SubGameCard, useCardShared, type OpenGame } from '../components/GameCard';
import layout from '../components/layout.module.css';
import { CardSkeletons, EmptyRow, HotSkeleton } from '../components/Skeletons';
import { useGameOpener } from '../components/useGameOpener';
import { DEFAULT_CHANNEL_BY_TYPE, gameTypeLabel } from '../gameTypes';
import { isGameVisible, visibleGames } from '../listing';

/** The home page's game sections (SPEC 2 `/`), loaded after the first screen. */

/** How many games of the chosen category the home shows; the rest are in the Lobby. */
export const CATEGORY_GAMES_MAX = 12;

export function CategoryGames({ gameType, label }: { gameType: number; label?: string }) {
  const { t } = useTranslation('games');
  const { games, isError } = useVisibleGames();
  const { open, dialog } = useGameOpener();
  const list = useMemo(() => (games ?? []).filter((g) => g.gameType === gameType).slice(0, CATEGORY_GAMES_MAX), [games, gameType]);
  if (isError) return <EmptyRow>{t('home.error')}</EmptyRow>;
  if (!games) return <CardSkeletons count={8} layout="row" />;
  if (list.length === 0) return <EmptyRow>{t('home.noGames')}</EmptyRow>;
  return (
    <>
      <GameList games={list} onOpen={open} type="row" label={label} />
      {dialog}
    </>
  );
}

/** Hot games: per category at most 5, by hotLevel ascending (SPEC 4, 9), categories in the type order. */
export function HotGames() {
  const { t } = useTranslation('games');
  const { games, isError } = useVisibleGames();
  const { data: types } = useGameTypes();
  const { open, dialog } = useGameOpener();
  const groups = useMemo(() => (games ? hotGames(games, (types ?? []).map((type) => type.type)) : undefined), [games, types]);
  if (isError) return <EmptyRow>{t('home.error')}</EmptyRow>;
  if (!groups) return <HotSkeleton count={types?.length ?? 7} />;
  return (
    <>
      <div className={layout.hot}>
        {groups.map(({ gameType, games: list }) => {
          const label = gameTypeLabel(t, gameType, types?.find((type) => type.type === gameType)?.name);
          return (
            <HotPanel
              key={gameType}
              gameType={gameType}
              games={list}
              onOpen={open}
              label={label}
              more={t('home.more')}
              prev={t('home.prev', { type: label })}
              next={t('home.next', { type: label })}
              listLabel={t('home.hotOf', { type: label })}
            />
          );
        })}
      </div>
      {dialog}
    </>
  );
}

interface HotPanelProps {
  gameType: number;
  games: readonly GameItem[];
  onOpen: OpenGame;
  label: string;
  more: string;
  prev: string;
  next: string;
  listLabel: string;
}

/**
 * One category's hot games. It hydrates on its own when near (issue 36): on a phone the first screen shows only
 * the first panel. Memoised with plain props: a render of the list above must not reach a panel still dehydrated
 * (React would throw its server markup away and render it again).
 */
const HotPanel = memo(function HotPanel({ gameType, games, onOpen, label, more, prev, next, listLabel }: HotPanelProps) {
  return (
    <HydrateWhenNear id={`hot-${gameType}`}>
      <section className={layout.panel} aria-labelledby={`hot-${gameType}`} data-hydrate-when-near={`hot-${gameType}`}>
        <div className={layout.panelHead}>
          <h3 id={`hot-${gameType}`} className={layout.panelTitle}>
            {label}
          </h3>
          <Link className={layout.more} to={gamesPaths.lobby({ gameType, channelCode: DEFAULT_CHANNEL_BY_TYPE[gameType] })}>
            {more}
            <span className="visually-hidden"> {label}</span>
          </Link>
        </div>
        <RowScroller prevLabel={prev} nextLabel={next}>
          {(listRef) => <GameList games={games} onOpen={onOpen} type="row" label={listLabel} listRef={listRef} />}
        </RowScroller>
      </section>
    </HydrateWhenNear>
  );
});

/** Frequently played games (6; logged in only). */
export function UsualGames() {
  const { t } = useTranslation('games');
  const { data, isPending, isError } = useUsualGames();
  const { excluded } = useVisibleGames();
  const { open, dialog } = useGameOpener();
  const list = useMemo(() => visibleGames(data ?? [], excluded), [data, excluded]);
  if (isError) return <EmptyRow>{t('home.error')}</EmptyRow>;
  if (isPending) return <CardSkeletons count={6} layout="row" />;
  if (list.length === 0) return <EmptyRow>{t('home.usualEmpty')}</EmptyRow>;
  return (
    <>
      <GameList games={list} onOpen={open} type="row" label={t('home.usual')} />
      {dialog}
    </>
  );
}

/** The player's favourites on the home page (9, newest first; games and sub-games). */
export function HomeFavorites() {
  const { t } = useTranslation('games');
  const { data, isPending, isError } = useHomeFavorites();
  const { excluded } = useVisibleGames();
  const { open, dialog } = useGameOpener();
  const shared = useCardShared();
  const items = useMemo(
    () => (data ?? []).filter((item) => isGameVisible(item.game, excluded) && !(item.subGame && excluded.has(item.subGame.subGameCode))),
    [data, excluded],
  );
  if (isError) return <EmptyRow>{t('home.error')}</EmptyRow>;
  if (isPending) return <CardSkeletons count={9} layout="row" />;
  if (items.length === 0) return <EmptyRow>{t('home.favoritesEmpty')}</EmptyRow>;
  return (
    <>
      <ul className={layout.row} aria-label={t('home.favorites')}>
        {items.map((item) => (
          <li key={item.subGame ? `s${item.subGame.id}` : `g${item.game.id}`}>
            {item.subGame ? <SubGameCard subGame={item.subGame} game={item.game} onOpen={open} shared={shared} /> : <GameCard game={item.game} onOpen={open} shared={shared} />}
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}

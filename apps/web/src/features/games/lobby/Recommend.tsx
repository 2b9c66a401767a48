import type { GameItem } from '@site/contract/api/game-schemas';
import { memo, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { HydrateWhenNear } from '../../../shared/hydration/HydrateWhenNear';
import { useRecommendGames, useRecommendSubGames } from '../api/queries';
import { GameList, SubGameList, withGames } from '../components/CardList';
import type { OpenGame } from '../components/GameCard';
import { visibleGames } from '../listing';
import styles from './Lobby.module.css';

interface RecommendProps {
  gameType?: number;
  channelCode?: string;
  index: ReadonlyMap<string, GameItem> | undefined;
  excluded: ReadonlySet<string>;
  onOpen: OpenGame;
}

/** The recommend lists (each hydrates when near: below the lobby's first screen on a phone, issue 36) (GET /v1/game/recommend-list and /v1/game/subgames/recommend-list); empty ones are left out. */
// Memoised: a render of the lobby above must not reach a section still dehydrated (React would render it afresh).
export const Recommend = memo(function Recommend({ gameType, channelCode, index, excluded, onOpen }: RecommendProps) {
  const { t } = useTranslation('games');
  const games = useRecommendGames(gameType);
  const subGames = useRecommendSubGames(gameType, channelCode);
  const gameList = useMemo(() => visibleGames(games.data ?? [], excluded), [games.data, excluded]);
  const subGameList = useMemo(() => withGames(subGames.data ?? [], index, excluded), [subGames.data, index, excluded]);
  return (
    <>
      {gameList.length > 0 ? (
        <HydrateWhenNear id="lobby-recommend">
          <section className={styles.section} aria-labelledby="lobby-recommend" data-hydrate-when-near="lobby-recommend">
            <h2 id="lobby-recommend" className={styles.sectionTitle}>
              {t('lobby.recommend')}
            </h2>
            <GameList games={gameList} onOpen={onOpen} type="row" label={t('lobby.recommend')} />
          </section>
        </HydrateWhenNear>
      ) : null}
      {subGameList.length > 0 ? (
        <HydrateWhenNear id="lobby-recommend-sub">
          <section className={styles.section} aria-labelledby="lobby-recommend-sub" data-hydrate-when-near="lobby-recommend-sub">
            <h2 id="lobby-recommend-sub" className={styles.sectionTitle}>
              {t('lobby.recommendSub')}
            </h2>
            <SubGameList entries={subGameList} onOpen={onOpen} type="row" label={t('lobby.recommendSub')} />
          </section>
        </HydrateWhenNear>
      ) : null}
    </>
  );
});

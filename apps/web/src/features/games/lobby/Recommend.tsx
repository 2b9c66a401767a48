import type { GameItem } from '@site/contract/api/game-schemas';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
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

/** The recommend lists (GET /v1/game/recommend-list and /v1/game/subgames/recommend-list); empty ones are left out. */
export function Recommend({ gameType, channelCode, index, excluded, onOpen }: RecommendProps) {
  const { t } = useTranslation('games');
  const games = useRecommendGames(gameType);
  const subGames = useRecommendSubGames(gameType, channelCode);
  const gameList = useMemo(() => visibleGames(games.data ?? [], excluded), [games.data, excluded]);
  const subGameList = useMemo(() => withGames(subGames.data ?? [], index, excluded), [subGames.data, index, excluded]);
  return (
    <>
      {gameList.length > 0 ? (
        <section className={styles.section} aria-labelledby="lobby-recommend">
          <h2 id="lobby-recommend" className={styles.sectionTitle}>
            {t('lobby.recommend')}
          </h2>
          <GameList games={gameList} onOpen={onOpen} type="row" label={t('lobby.recommend')} />
        </section>
      ) : null}
      {subGameList.length > 0 ? (
        <section className={styles.section} aria-labelledby="lobby-recommend-sub">
          <h2 id="lobby-recommend-sub" className={styles.sectionTitle}>
            {t('lobby.recommendSub')}
          </h2>
          <SubGameList entries={subGameList} onOpen={onOpen} type="row" label={t('lobby.recommendSub')} />
        </section>
      ) : null}
    </>
  );
}

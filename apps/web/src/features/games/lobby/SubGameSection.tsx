import type { GameItem } from '@site/contract/api/game-schemas';
import { Button } from '@site/ui/button';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSubGameCategories } from '../api/queries';
import { useSubGames } from '../api/useSubGames';
import { SubGameList, withGames } from '../components/CardList';
import type { OpenGame } from '../components/GameCard';
import { CardSkeletons } from '../components/Skeletons';
import { ChipGroup } from './ChipGroup';
import styles from './Lobby.module.css';

export interface SubGameSectionProps {
  gameType: number;
  channelCode?: string;
  /** platformGameCode: only the sub-games of this game. */
  gameCode?: string;
  index: ReadonlyMap<string, GameItem> | undefined;
  excluded: ReadonlySet<string>;
  onOpen: OpenGame;
  /** Heading of the section; it shows only when there are sub-games. */
  title: string;
}

/**
 * Sub-games of a type (and channel, and game): categories by sub-game type
 * and property, each list with 'All' in front (SPEC 4), paged as records plus
 * total with a 'load more' button.
 */
export function SubGameSection({ gameType, channelCode, gameCode, index, excluded, onOpen, title }: SubGameSectionProps) {
  const { t } = useTranslation('games');
  const [subType, setSubType] = useState('');
  const [property, setProperty] = useState('');
  const categories = useSubGameCategories(gameType, channelCode);
  const filter = useMemo(
    () => ({ gameType, channelCode, gameCode, subType: subType || undefined, property: property || undefined }),
    [gameType, channelCode, gameCode, subType, property],
  );
  const query = useSubGames(filter);
  const pages = query.data?.pages;
  const total = pages?.[0]?.total ?? 0;
  const entries = useMemo(() => withGames(pages?.flatMap((page) => page.records) ?? [], index, excluded), [pages, index, excluded]);
  const filtered = subType !== '' || property !== '';
  const all = { code: '', name: t('lobby.all') };

  // A type or game without sub-games shows no section at all.
  if (!filtered && !query.isPending && total === 0) return null;
  const loaded = pages?.reduce((n, page) => n + page.records.length, 0) ?? 0;

  return (
    <section className={styles.section} aria-labelledby="lobby-subgames">
      <h2 id="lobby-subgames" className={styles.sectionTitle}>
        {title}
      </h2>
      {categories.data ? (
        <div className={styles.filters}>
          <ChipGroup label={t('lobby.subTypes')} chips={[all, ...categories.data.subGameTypeList]} value={subType} onChange={setSubType} />
          <ChipGroup label={t('lobby.properties')} chips={[all, ...categories.data.subGamePropertyList]} value={property} onChange={setProperty} />
        </div>
      ) : null}
      {query.isPending || !index ? (
        <CardSkeletons count={12} />
      ) : query.isError ? (
        <p className={styles.empty}>{t('home.error')}</p>
      ) : entries.length === 0 ? (
        <p className={styles.empty}>{t('lobby.noSubGames')}</p>
      ) : (
        <SubGameList entries={entries} onOpen={onOpen} label={title} />
      )}
      {total > 0 ? (
        <div className={styles.pager}>
          <p role="status" className={styles.count}>
            {t('lobby.shown', { shown: loaded, total })}
          </p>
          {query.hasNextPage ? (
            <Button variant="ghost" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t('lobby.loading') : t('lobby.more')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

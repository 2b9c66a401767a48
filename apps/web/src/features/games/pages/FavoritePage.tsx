import { Button } from '@site/ui/button';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { LoginFirst, PageFrame } from '../../../shared/ui';
import { useFavoriteGames, useGameIndex, useVisibleGames } from '../api/queries';
import { useFavoriteSubGames } from '../api/useSubGames';
import { GameList, SubGameList, withGames } from '../components/CardList';
import type { OpenGame } from '../components/GameCard';
import { CardSkeletons } from '../components/Skeletons';
import { useGameOpener } from '../components/useGameOpener';
import { visibleGames } from '../listing';
import styles from '../lobby/Lobby.module.css';

function FavoriteGames({ onOpen, excluded }: { onOpen: OpenGame; excluded: ReadonlySet<string> }) {
  const { t } = useTranslation('games');
  const { data, isPending, isError } = useFavoriteGames();
  const games = useMemo(() => visibleGames(data ?? [], excluded), [data, excluded]);
  return (
    <section className={styles.section} aria-labelledby="favorite-games">
      <h2 id="favorite-games" className={styles.sectionTitle}>
        {t('favorite.games')}
      </h2>
      {isPending ? (
        <CardSkeletons count={6} />
      ) : isError ? (
        <p className={styles.empty}>{t('home.error')}</p>
      ) : games.length === 0 ? (
        <p className={styles.empty}>{t('favorite.noGames')}</p>
      ) : (
        <GameList games={games} onOpen={onOpen} label={t('favorite.games')} />
      )}
    </section>
  );
}

function FavoriteSubGames({ onOpen, excluded }: { onOpen: OpenGame; excluded: ReadonlySet<string> }) {
  const { t } = useTranslation('games');
  const query = useFavoriteSubGames();
  const index = useGameIndex();
  const pages = query.data?.pages;
  const entries = useMemo(() => withGames(pages?.flatMap((page) => page.records) ?? [], index, excluded), [pages, index, excluded]);
  const total = pages?.[0]?.total ?? 0;
  const loaded = pages?.reduce((n, page) => n + page.records.length, 0) ?? 0;
  return (
    <section className={styles.section} aria-labelledby="favorite-subgames">
      <h2 id="favorite-subgames" className={styles.sectionTitle}>
        {t('favorite.subGames')}
      </h2>
      {query.isPending || !index ? (
        <CardSkeletons count={6} />
      ) : query.isError ? (
        <p className={styles.empty}>{t('home.error')}</p>
      ) : entries.length === 0 ? (
        <p className={styles.empty}>{t('favorite.noSubGames')}</p>
      ) : (
        <SubGameList entries={entries} onOpen={onOpen} label={t('favorite.subGames')} />
      )}
      {query.hasNextPage ? (
        <div className={styles.pager}>
          <p role="status" className={styles.count}>
            {t('lobby.shown', { shown: loaded, total })}
          </p>
          <Button variant="ghost" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('lobby.loading') : t('lobby.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * /favorite: the player's favourite games and sub-games, toggled in place
 * (an item un-favourited here stays until the page is left, with its heart off).
 * Visitors get the login popup (SPEC 6).
 */
export default function FavoritePage() {
  const { t } = useTranslation('games');
  const loggedIn = useIsLoggedIn();
  const { excluded } = useVisibleGames();
  const { open, dialog } = useGameOpener();

  if (!loggedIn) return <LoginFirst title={t('favorite.title')} prompt={t('favorite.loginRequired')} action={t('favorite.login')} />;
  return (
    <PageFrame title={t('favorite.title')} description={t('favorite.description')}>
      <FavoriteGames onOpen={open} excluded={excluded} />
      <FavoriteSubGames onOpen={open} excluded={excluded} />
      {dialog}
    </PageFrame>
  );
}

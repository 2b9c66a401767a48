import type { GameItem } from '@site/contract/api/game-schemas';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useGameSearch } from '../api/queries';
import { GameList, SubGameList, withGames } from '../components/CardList';
import type { OpenGame } from '../components/GameCard';
import { CardSkeletons } from '../components/Skeletons';
import { visibleGames } from '../listing';
import styles from './Lobby.module.css';

export const SEARCH_MAX_LENGTH = 30;
export const SEARCH_DEBOUNCE_MS = 400;

/** The labelled search field of the Lobby. */
export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('games');
  const id = useId();
  return (
    <div className={styles.search} role="search">
      <label htmlFor={id} className={styles.searchLabel}>
        {t('search.label')}
      </label>
      <div className={styles.searchBox}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5 5-1.4 1.4-5-5A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z" />
        </svg>
        <input
          id={id}
          type="search"
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}

/** GET /v1/game/search: matching games and sub-games (each hidden by the same listing rules). */
export function SearchResults({ keyword, index, excluded, onOpen }: { keyword: string; index: ReadonlyMap<string, GameItem> | undefined; excluded: ReadonlySet<string>; onOpen: OpenGame }) {
  const { t } = useTranslation('games');
  const { data, isPending, isError } = useGameSearch(keyword);
  const games = useMemo(() => visibleGames(data?.gameList ?? [], excluded), [data, excluded]);
  const subGames = useMemo(() => withGames(data?.subGameList ?? [], index, excluded), [data, index, excluded]);

  let body;
  if (isPending || !index) body = <CardSkeletons count={6} />;
  else if (isError) body = <p className={styles.empty}>{t('home.error')}</p>;
  else if (games.length === 0 && subGames.length === 0) body = <p className={styles.empty}>{t('search.none', { keyword })}</p>;
  else {
    body = (
      <>
        {games.length > 0 ? (
          <>
            <h3 className={styles.subTitle}>{t('search.games', { count: games.length })}</h3>
            <GameList games={games} onOpen={onOpen} label={t('search.games', { count: games.length })} />
          </>
        ) : null}
        {subGames.length > 0 ? (
          <>
            <h3 className={styles.subTitle}>{t('search.subGames', { count: subGames.length })}</h3>
            <SubGameList entries={subGames} onOpen={onOpen} label={t('search.subGames', { count: subGames.length })} />
          </>
        ) : null}
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="lobby-search" aria-busy={isPending}>
      <h2 id="lobby-search" className={styles.sectionTitle}>
        {t('search.results', { keyword })}
      </h2>
      {body}
    </section>
  );
}

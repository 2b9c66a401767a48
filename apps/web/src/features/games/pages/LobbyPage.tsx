import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useParams, useSearchParams } from 'react-router';
import { Skeleton } from '@site/ui/skeleton';
import { gamesPaths } from '../paths';
import { PageFrame } from '../../../shared/ui';
import { useGameIndex, useVisibleGames } from '../api/queries';
import { useGameTypes } from '../api/useGameTypes';
import { GameList } from '../components/CardList';
import { CardSkeletons } from '../components/Skeletons';
import { useGameOpener } from '../components/useGameOpener';
import { DEFAULT_CHANNEL_BY_TYPE, gameTypeLabel, isGameTypeNumber } from '../gameTypes';
import { SearchField, SearchResults, SEARCH_DEBOUNCE_MS } from '../lobby/LobbySearch';
import { Recommend } from '../lobby/Recommend';
import { SubGameSection } from '../lobby/SubGameSection';
import { useDebouncedValue } from '../lobby/useDebouncedValue';
import styles from '../lobby/Lobby.module.css';
import { Marquee } from '../../../shared/marquee/Marquee';

/** The Lobby's place: from the path, channel and game code also from the query (SPEC 2). */
export function useLobbyParams() {
  const params = useParams();
  const [query] = useSearchParams();
  const type = Number(params.gameType);
  return {
    gameType: isGameTypeNumber(type) ? type : undefined,
    channelCode: params.channelCode || query.get('channelCode') || undefined,
    platformGameCode: params.platformGameCode || query.get('platformGameCode') || undefined,
  };
}

/**
 * /game/lobby/:gameType?/:channelCode?/:platformGameCode?: the game types, a
 * type's channels, its games and sub-games (categories, paged), the recommend
 * lists, and a search over games and sub-games. Without a type: the recommended games.
 */
export default function LobbyPage() {
  const { t } = useTranslation('games');
  const { gameType, channelCode, platformGameCode } = useLobbyParams();
  const { data: types, isPending } = useGameTypes();
  const { games, excluded } = useVisibleGames();
  const index = useGameIndex();
  const { open, dialog } = useGameOpener();
  const [input, setInput] = useState('');
  const tabsRef = useRef<HTMLDivElement>(null);
  const keyword = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);

  const current = types?.find((type) => type.type === gameType);
  const channels = current?.subGameCategoryDetail.gameChannelList ?? [];
  const channel = channels.find((c) => c.code === channelCode);
  const platformGame = platformGameCode ? index?.get(platformGameCode) : undefined;
  const typeGames = useMemo(
    () => (games ?? []).filter((g) => g.gameType === gameType && (!channel || g.channelCode === channel.code)),
    [games, gameType, channel],
  );
  const typeLabel = current ? gameTypeLabel(t, current.type, current.name) : undefined;
  // The current type and channel tabs scroll into view in their rows (narrow screens).
  useEffect(() => {
    for (const tab of tabsRef.current?.querySelectorAll<HTMLElement>('[aria-current="page"]') ?? []) {
      const row = tab.closest('ul');
      if (row) row.scrollLeft = Math.max(0, tab.offsetLeft - row.offsetLeft - 16);
    }
  }, [gameType, channel, isPending]);
  // Where games open lobbies of sub-games, the sub-games are the list to browse: the games take one row.
  const gamesLayout = typeGames.some((g) => g.isSubGameOpen) ? 'row' : 'grid';

  return (
    <PageFrame eyebrow={typeLabel} title={t('lobby.title')} description={channel ? t('lobby.channel', { name: channel.name }) : t('lobby.description')}>
      <div ref={tabsRef} className={styles.lobby}>
        <Marquee betType={gameType ?? null} />
        <SearchField value={input} onChange={setInput} />
        <nav aria-label={t('lobby.types')}>
          <ul className={styles.tabs}>
            {isPending
              ? [0, 1, 2, 3, 4].map((i) => (
                  <li key={i}>
                    <Skeleton width={88} height={40} />
                  </li>
                ))
              : (types ?? []).map((type) => (
                  <li key={type.type}>
                    <Link
                      className={styles.tab}
                      aria-current={type.type === gameType ? 'page' : undefined}
                      to={gamesPaths.lobby({ gameType: type.type, channelCode: DEFAULT_CHANNEL_BY_TYPE[type.type] })}
                    >
                      {gameTypeLabel(t, type.type, type.name)}
                    </Link>
                  </li>
                ))}
          </ul>
        </nav>

        {keyword ? (
          <SearchResults keyword={keyword} index={index} excluded={excluded} onOpen={open} />
        ) : gameType === undefined ? (
          <Recommend index={index} excluded={excluded} onOpen={open} />
        ) : !current ? (
          isPending ? <CardSkeletons count={8} /> : <p className={styles.empty}>{t('home.noGames')}</p>
        ) : (
          <>
            {channels.length > 0 ? (
              <nav aria-label={t('lobby.channels')}>
                <ul className={styles.channels}>
                  {[{ code: '', name: t('lobby.all') }, ...channels].map((item) => (
                    <li key={item.code || 'all'}>
                      <Link
                        className={styles.channel}
                        aria-current={(item.code === '' ? !channel : item.code === channel?.code) ? 'page' : undefined}
                        to={gamesPaths.lobby({ gameType, channelCode: item.code || undefined })}
                      >
                        {item.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <section className={styles.section} aria-labelledby="lobby-games">
              <h2 id="lobby-games" className={styles.sectionTitle}>
                {t('lobby.games', { name: channel?.name ?? typeLabel ?? '' })}
              </h2>
              {games === undefined ? (
                <CardSkeletons count={8} layout="row" />
              ) : typeGames.length === 0 ? (
                <p className={styles.empty}>{t('home.noGames')}</p>
              ) : (
                <GameList games={typeGames} onOpen={open} type={gamesLayout} label={t('lobby.games', { name: channel?.name ?? typeLabel ?? '' })} />
              )}
            </section>
            <SubGameSection
              key={`${gameType}/${channel?.code ?? ''}/${platformGameCode ?? ''}`}
              gameType={gameType}
              channelCode={channel?.code}
              gameCode={platformGameCode}
              index={index}
              excluded={excluded}
              onOpen={open}
              title={platformGame ? t('lobby.subGamesOf', { name: platformGame.name }) : t('lobby.subGames')}
            />
            <Recommend gameType={gameType} channelCode={channel?.code} index={index} excluded={excluded} onOpen={open} />
          </>
        )}
      </div>
      {dialog}
    </PageFrame>
  );
}

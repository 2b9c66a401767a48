import type { GameItem, SubGameItem } from '@site/contract/api/game-schemas';
import type { Ref } from 'react';
import { GameCard, SubGameCard, useCardShared, type OpenGame } from './GameCard';
import layout from './layout.module.css';
import type { CardLayout } from './Skeletons';

export function GameList({ games, onOpen, type = 'grid', label, listRef }: { games: readonly GameItem[]; onOpen: OpenGame; type?: CardLayout; label?: string; listRef?: Ref<HTMLUListElement> }) {
  const shared = useCardShared();
  return (
    <ul ref={listRef} className={layout[type]} aria-label={label}>
      {games.map((game) => (
        <li key={game.id}>
          <GameCard game={game} onOpen={onOpen} shared={shared} />
        </li>
      ))}
    </ul>
  );
}

export interface SubGameEntry {
  subGame: SubGameItem;
  game: GameItem;
}

export function SubGameList({ entries, onOpen, type = 'grid', label }: { entries: readonly SubGameEntry[]; onOpen: OpenGame; type?: CardLayout; label?: string }) {
  const shared = useCardShared();
  return (
    <ul className={layout[type]} aria-label={label}>
      {entries.map(({ subGame, game }) => (
        <li key={subGame.id}>
          <SubGameCard subGame={subGame} game={game} onOpen={onOpen} shared={shared} />
        </li>
      ))}
    </ul>
  );
}

/** Pairs sub-games with the listed game that launches them; one whose game is not listed (or is excluded) is left out. */
export function withGames(subGames: readonly SubGameItem[], index: ReadonlyMap<string, GameItem> | undefined, excluded: ReadonlySet<string>): SubGameEntry[] {
  if (!index) return [];
  const entries: SubGameEntry[] = [];
  for (const subGame of subGames) {
    const game = index.get(subGame.gameCode);
    if (game && !excluded.has(subGame.subGameCode)) entries.push({ subGame, game });
  }
  return entries;
}

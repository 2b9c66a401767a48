import type { GameItem, SubGameItem } from '@site/contract/api/game-schemas';
import { isGameListed } from '@site/contract/rules/session';
import { isTestingHost } from './testing';

export { isTestingHost, testingQuery } from './testing';

/** Listed: status not 0, isTesting only on a testing host, and the code not excluded (excludeGameCode). */
export function isGameVisible(game: Pick<GameItem, 'gameCode' | 'gameStatus' | 'isTesting'>, excluded: ReadonlySet<string>, testing = isTestingHost()): boolean {
  return isGameListed(game, testing) && !excluded.has(game.gameCode);
}

export function visibleGames<G extends Pick<GameItem, 'gameCode' | 'gameStatus' | 'isTesting'>>(games: readonly G[], excluded: ReadonlySet<string>): G[] {
  const testing = isTestingHost();
  return games.filter((g) => isGameVisible(g, excluded, testing));
}

/** A sub-game is shown when neither its own code nor its game's code is excluded. */
export function visibleSubGames<S extends Pick<SubGameItem, 'gameCode' | 'subGameCode'>>(subGames: readonly S[], excluded: ReadonlySet<string>): S[] {
  return subGames.filter((s) => !excluded.has(s.gameCode) && !excluded.has(s.subGameCode));
}

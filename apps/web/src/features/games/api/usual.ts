import { loadGameContract } from './useGameTypes';
import { USUAL_GAMES_SIZE } from '@site/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { testingQuery } from '../testing';
import { gameKeys } from './keys';
import { useGameScope } from './scope';

/* On the first screen (the header's usual tab): keep this module small. */

/** GET /v1/game/usual (size 6): only when logged in (SPEC 6). */
export function useUsualGames() {
  const scope = useGameScope();
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: gameKeys.usual(scope),
    queryFn: async ({ signal }) => {
      const { gameUsual } = await loadGameContract();
      return call(gameUsual, { query: { language: scope[0], size: USUAL_GAMES_SIZE, ...testingQuery() }, signal });
    },
    enabled: loggedIn,
    staleTime: 60_000,
  });
}


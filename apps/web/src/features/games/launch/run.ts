import { gameList, gameRedirect, gameRedirectOnly } from '@site/contract/api/game';
import { userIsAutoGameTransfer } from '@site/contract/api/user';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';
import { explainPlayRefusal } from '../../protection';
import { lobbyPath, openTransferPopup } from './targets';
import type { LaunchDeps, LaunchOptions, LaunchTarget } from './types';
import { closeGameWindow, gameUrl, sendWindowTo } from './game-url';

/**
 * The game a frame's goGame names: among the games of its type and channel,
 * the one lobby (with a sub-game) or the one plain game (without); none when
 * that is not a single game.
 */
export async function resolveGameCode(target: LaunchTarget): Promise<string | null> {
  const games = await call(gameList, { query: { gameType: target.gameType, channelCode: target.channelCode } });
  const fits = games.filter((g) => g.channelCode === target.channelCode && g.gameType === target.gameType && g.isSubGameOpen === Boolean(target.subGameCode));
  return fits.length === 1 ? (fits[0]?.gameCode ?? null) : null;
}

/**
 * The asynchronous half of a launch (SPEC 4): the auto-transfer check when it
 * was unknown at the click, the launch URL, then the window's location. An
 * empty URL closes the window and goes to the Lobby; a failure closes it
 * silently (the API client has shown what the server said).
 */
export async function finishLaunch(deps: LaunchDeps, w: Window | null, target: LaunchTarget, options: LaunchOptions): Promise<void> {
  try {
    if (options.checkAutoTransfer) {
      const auto = await deps.client.fetchQuery({ queryKey: sessionKeys.autoTransfer(), queryFn: () => call(userIsAutoGameTransfer), staleTime: Infinity });
      if (!auto) {
        closeGameWindow(w);
        openTransferPopup(target);
        return;
      }
    }
    const gameCode = target.gameCode ?? (await resolveGameCode(target));
    if (!gameCode) {
      closeGameWindow(w);
      deps.navigate(lobbyPath(target));
      return;
    }
    const { url } = await call(options.moveMoney ? gameRedirect : gameRedirectOnly, {
      params: { gameCode },
      query: { backUrl: window.location.origin, ...(target.subGameCode ? { subGameCode: target.subGameCode } : {}) },
    });
    if (!url) {
      closeGameWindow(w);
      deps.navigate(lobbyPath({ ...target, gameCode }));
      return;
    }
    sendWindowTo(w, gameUrl(url));
    // The launch is recorded as a usual game, and auto transfer moved money.
    void deps.client.invalidateQueries({ queryKey: ['games', 'usual'] });
    void deps.client.invalidateQueries({ queryKey: [...sessionKeys.all, 'wallet'] });
  } catch (error) {
    closeGameWindow(w);
    // Issue 20: a loss or session time limit's refusal is worded with the time play is allowed again.
    await explainPlayRefusal(error).catch(() => false);
  }
}

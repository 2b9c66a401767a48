import { POINTS_GAME_TYPES } from '@site/contract/constants';
import { sessionKeys } from '../../../shared/session/keys';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSessionStore } from '../../../shared/stores/session';
import type { LaunchableGame, LaunchDeps, LaunchOptions, LaunchSubGame, LaunchTarget } from './types';
import { lobbyPath, openTransferPopup } from './detours';
import { openGameWindow } from './window';

/**
 * Opening a game (SPEC 4 Games). Everything that decides whether a window
 * opens is synchronous, so the blank window opens inside the click; the call
 * for the launch URL and the rest load afterwards.
 */

/**
 * The points channel, as DB_CHANNEL of @site/contract/frame; importing that
 * module would put the frame's schemas on the first screen.
 */
export const POINTS_CHANNEL = 'DB';

/** The two DB games (cards 5 and fishing 7, channel DB, no sub-games) play in points 1 : 0.2. */
export function isPointsGame(game: LaunchableGame): boolean {
  return game.channelCode === POINTS_CHANNEL && (POINTS_GAME_TYPES as readonly number[]).includes(game.gameType) && !game.isSubGameOpen;
}

/** The cached auto-transfer setting: true, false, or undefined when not fetched yet. */
export function cachedAutoTransfer(deps: LaunchDeps): boolean | undefined {
  return deps.client.getQueryData<boolean>(sessionKeys.autoTransfer());
}

/** Opens the window now and launches into it; call it inside a user gesture. */
export function launchIntoWindow(deps: LaunchDeps, target: LaunchTarget, options: LaunchOptions): void {
  const w = openGameWindow();
  void import('./run').then(({ finishLaunch }) => finishLaunch(deps, w, target, options));
}

/** After the login and sub-game checks (and the points notice): the popup, or the window. */
function proceed(deps: LaunchDeps, target: LaunchTarget): void {
  const auto = cachedAutoTransfer(deps);
  if (auto === false) openTransferPopup(target);
  else launchIntoWindow(deps, target, { moveMoney: true, checkAutoTransfer: auto === undefined });
}

/** SPEC 4: login required; open sub-games go to the Lobby; the DB games show the points notice first. */
export function launchGame(deps: LaunchDeps, game: LaunchableGame, subGame?: LaunchSubGame | null): void {
  if (!useSessionStore.getState().token) {
    usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' });
    return;
  }
  const target: LaunchTarget = {
    gameCode: game.gameCode,
    gameType: game.gameType,
    channelCode: game.channelCode,
    ...(subGame?.subGameCode ? { subGameCode: subGame.subGameCode } : {}),
  };
  if (game.isSubGameOpen && !target.subGameCode) {
    deps.navigate(lobbyPath(target));
    return;
  }
  if (isPointsGame(game)) {
    // The notice's confirm button is a fresh gesture: the window opens from its callback.
    void import('./notice').then(({ confirmPointsNotice }) => confirmPointsNotice(() => proceed(deps, target)));
    return;
  }
  proceed(deps, target);
}

import { gamesPaths } from '../paths';
import { usePopupsStore } from '../../../shared/stores/popups';
import type { LaunchTarget } from './types';

// Where a launch ends up besides the game window: the Lobby or the transfer popup. Both halves of a
// launch use them (launch.ts at the click, run.ts after its lazy load), so they live apart from either.

export function lobbyPath(target: LaunchTarget): string {
  return gamesPaths.lobby({ gameType: target.gameType, channelCode: target.channelCode, platformGameCode: target.gameCode });
}

export function openTransferPopup(target: LaunchTarget): void {
  usePopupsStore.getState().openPopup({
    kind: 'transferToGame',
    gameType: target.gameType,
    channelCode: target.channelCode,
    ...(target.subGameCode ? { subGameCode: target.subGameCode } : {}),
    ...(target.gameCode ? { gameCode: target.gameCode } : {}),
  });
}

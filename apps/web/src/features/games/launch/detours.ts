import { paths } from '../../../app/paths';
import { usePopupsStore } from '../../../shared/stores/popups';
import type { LaunchTarget } from './types';

// Where a launch goes instead of a game window, shared by launch.ts and the lazily loaded run.ts
// (which importing launch.ts back made an import circle, issue 18).

export function lobbyPath(target: LaunchTarget): string {
  return paths.lobby({ gameType: target.gameType, channelCode: target.channelCode, platformGameCode: target.gameCode });
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

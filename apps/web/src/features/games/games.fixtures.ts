import { aUserInfo } from '@site/contract/testing/users';
import type { GameItem, SubGameItem } from '@site/contract/api/game-schemas';
import { logIn as logInPlayer } from '../../test/session.fixtures';

/** Test data of the games feature, shaped like the contract. */
export function game(id: number, patch: Partial<GameItem> = {}): GameItem {
  const code = patch.gameCode ?? `G${id}`;
  return {
    id,
    gameCode: code,
    gameType: 1,
    channelCode: 'SB',
    name: `Game ${id}`,
    icon: `/assets/games/${code}.svg`,
    gameStatus: 1,
    isTesting: false,
    isHot: false,
    hotLevel: null,
    isNew: false,
    isFavorite: false,
    isSubGameOpen: false,
    logoGrayscale: `/assets/games/${code}-gray.svg`,
    pcHoverImg: '',
    maintainStartTime: null,
    maintainEndTime: null,
    maintainBufferStartTime: null,
    maintainBufferEndTime: null,
    ratio: 1,
    ...patch,
  };
}

export function subGame(id: number, patch: Partial<SubGameItem> = {}): SubGameItem {
  return {
    id,
    subGameCode: `KT-${String(id).padStart(4, '0')}`,
    subGameName: `Slot ${id}`,
    subImg: `/assets/games/sub/${id}.svg`,
    isFavorite: false,
    gameCode: 'KT_SLOTS',
    gameType: 6,
    channelCode: 'KT',
    subType: 'slot',
    property: [],
    ...patch,
  };
}

export const slotsLobby = game(50, { gameCode: 'KT_SLOTS', gameType: 6, channelCode: 'KT', name: 'KT 電子', isSubGameOpen: true });

export const categories = {
  subGamePropertyList: [
    { code: 'hot', name: '熱門' },
    { code: 'new', name: '最新' },
  ],
  gameChannelList: [{ code: 'KT', name: 'KA Slots' }],
  subGameTypeList: [
    { code: 'slot', name: '老虎機' },
    { code: 'arcade', name: '街機' },
  ],
};

export const paged = <T>(records: T[], total = records.length) => ({ records, total });

/** A token and its user (the user-info query starts from what the last visit kept). */
export function logIn(): void {
  logInPlayer(aUserInfo({ userId: 7, username: 'demo01', nickname: '試玩玩家', avatar: '', vipName: 'VIP1' }), 'test-token');
}

import { gameItem, gameList } from '@site/contract/api/game';
import { describe, expect, it, vi } from 'vitest';
import type * as zod from 'zod/mini';

// Every zod object built in this test file's modules, by its field names.
const built = vi.hoisted(() => [] as string[][]);
vi.mock('zod/mini', async (original) => {
  const z = await original<typeof zod>();
  const object: typeof z.object = (shape, params) => {
    built.push(Object.keys(shape ?? {}));
    return z.object(shape, params);
  };
  return { ...z, object };
});

const aGame = {
  id: 1,
  gameCode: 'KT01',
  gameType: 1,
  channelCode: 'KT',
  name: 'KT',
  icon: '/i.png',
  gameStatus: 1,
  isTesting: false,
  isHot: true,
  hotLevel: 1,
  isNew: false,
  isFavorite: false,
  isSubGameOpen: false,
  logoGrayscale: '',
  pcHoverImg: '',
  maintainStartTime: null,
  maintainEndTime: null,
  maintainBufferStartTime: null,
  maintainBufferEndTime: null,
  ratio: 1,
};
const isGame = (keys: string[]) => keys.includes('gameCode') && keys.includes('hotLevel');
// Answers' shapes, and the games calls' queries (isTestingDomain, backUrl, keyword, startTime).
const isBuiltOnUse = (keys: string[]) =>
  ['hotLevel', 'subGameName', 'subGamePropertyList', 'orderNo', 'displayStartTime', 'isDefault', 'errorCodes', 'isTestingDomain', 'backUrl', 'keyword', 'startTime'].some((k) =>
    keys.includes(k),
  );

describe('the first screen builds no schema it does not use (issue 36)', () => {
  it('importing the app, home with its sections and the lobby builds none of the games, adverts or settings shapes nor the games queries; a parse builds them', async () => {
    await import('./App');
    await import('../features/home/pages/HomePage');
    await import('../features/games/home/HomeSections');
    await import('../features/games/pages/LobbyPage');
    expect(built.filter(isBuiltOnUse)).toEqual([]);

    expect(gameList.response.safeParse([aGame]).success).toBe(true);
    expect(built.filter(isGame)).toHaveLength(1);
    // Built once, then kept.
    expect(gameItem.safeParse(aGame).success).toBe(true);
    expect(built.filter(isGame)).toHaveLength(1);
  });
});

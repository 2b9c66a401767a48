import * as z from 'zod/mini';
import { endpoint } from '../endpoint';

export const gameTypeNumber = z.number().check(z.int(), z.gte(1), z.lte(7));

export const channelItem = z.object({ code: z.string(), name: z.string() });
export const gameTypeItem = z.object({
  type: gameTypeNumber,
  name: z.string(),
  sort: z.number(),
  subGameCategoryDetail: z.object({
    subGamePropertyList: z.array(z.object({ code: z.string(), name: z.string() })),
    gameChannelList: z.array(channelItem),
    subGameTypeList: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});

export const gameApi = {
  type: endpoint({
    id: 'game.type',
    method: 'GET',
    path: '/v1/game/type',
    query: z.object({ language: z.optional(z.enum(['TW', 'EN', 'TH'])) }),
    response: z.array(gameTypeItem),
    summary: 'Game types present, sorted',
  }),
} as const;

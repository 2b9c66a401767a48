import type { Kysely } from 'kysely';
import type { ApiLanguage } from '../domain/language';
import type { Database } from '../db/schema';
import { channelName, label } from './labels';

/** Enabled game types by sort, each with its channels and sub-game properties and types. */
export async function listGameTypes(db: Kysely<Database>, lang: ApiLanguage) {
  const [types, channels, categories] = await Promise.all([
    db.selectFrom('game_types').selectAll().where('enabled', '=', 1).orderBy('sort').orderBy('type').execute(),
    db.selectFrom('game_channels').selectAll().orderBy('game_type').orderBy('sort').execute(),
    db.selectFrom('sub_game_categories').selectAll().orderBy('game_type').orderBy('sort').execute(),
  ]);
  return types.map((t) => ({
    type: t.type,
    name: label(t.names, lang),
    sort: t.sort,
    subGameCategoryDetail: {
      subGamePropertyList: categories
        .filter((c) => c.game_type === t.type && c.kind === 'property')
        .map((c) => ({ code: c.code, name: label(c.names, lang) })),
      gameChannelList: channels.filter((c) => c.game_type === t.type).map((c) => ({ code: c.code, name: channelName(c.name, lang) })),
      subGameTypeList: categories
        .filter((c) => c.game_type === t.type && c.kind === 'type')
        .map((c) => ({ code: c.code, name: label(c.names, lang) })),
    },
  }));
}

/**
 * GET /v1/game/subgames/categories: a type's sub-game properties and types,
 * and the channels that have a visible lobby with sub-games (of `channelCode`
 * only, when given). The client adds 'All' in front of the type list.
 */
export async function subGameCategories(db: Kysely<Database>, lang: ApiLanguage, gameType: number, testing: boolean, channelCode?: string) {
  let lobbies = db
    .selectFrom('games')
    .select('channel_code')
    .distinct()
    .where('game_type', '=', gameType)
    .where('is_sub_game_open', '=', 1)
    .where('status', '!=', 0);
  if (!testing) lobbies = lobbies.where('is_testing', '=', 0);
  if (channelCode) lobbies = lobbies.where('channel_code', '=', channelCode);
  const [categories, channels, open] = await Promise.all([
    db.selectFrom('sub_game_categories').selectAll().where('game_type', '=', gameType).orderBy('sort').execute(),
    db.selectFrom('game_channels').selectAll().where('game_type', '=', gameType).orderBy('sort').execute(),
    lobbies.execute(),
  ]);
  const withSubGames = new Set(open.map((r) => r.channel_code));
  return {
    subGamePropertyList: categories.filter((c) => c.kind === 'property').map((c) => ({ code: c.code, name: label(c.names, lang) })),
    gameChannelList: channels.filter((c) => withSubGames.has(c.code)).map((c) => ({ code: c.code, name: channelName(c.name, lang) })),
    subGameTypeList: categories.filter((c) => c.kind === 'type').map((c) => ({ code: c.code, name: label(c.names, lang) })),
  };
}

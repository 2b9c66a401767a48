import type { Kysely } from 'kysely';
import type { ApiLanguage } from '../http/language';
import type { Database } from '../db/schema';
import { label } from './labels';

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
      gameChannelList: channels.filter((c) => c.game_type === t.type).map((c) => ({ code: c.code, name: c.name })),
      subGameTypeList: categories
        .filter((c) => c.game_type === t.type && c.kind === 'type')
        .map((c) => ({ code: c.code, name: label(c.names, lang) })),
    },
  }));
}

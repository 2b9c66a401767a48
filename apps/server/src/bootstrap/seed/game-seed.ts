import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEMO_GAMES, demoCatalogue, type SeedGame, type SeedSubGame } from './game-catalogue';
import type { Triple } from './game-names';

const labels = ([TW, EN, TH]: Triple) => JSON.stringify({ TW, EN, TH });
const searchText = (names: Triple, code: string) => [...names, code].join('\n').toLowerCase();

/** How long before the seeded start the upcoming game's maintenance is set (within SPEC's 180 s notice). */
export const UPCOMING_LEAD_S = 150;

function gameRow(g: SeedGame) {
  return {
    game_code: g.code,
    game_type: g.type,
    channel_code: g.channel,
    names: labels(g.names),
    search_text: searchText(g.names, g.code),
    status: g.status,
    is_testing: g.isTesting ? 1 : 0,
    is_hot: g.isHot ? 1 : 0,
    hot_level: g.hotLevel,
    is_sub_game_open: g.subGameOpen ? 1 : 0,
    sort: g.sort,
    maintain_start_time: null,
    maintain_end_time: null,
  };
}

function subGameRow(s: SeedSubGame, gameId: number) {
  return {
    sub_game_code: s.code,
    game_id: gameId,
    names: labels(s.names),
    search_text: searchText(s.names, s.code),
    sub_type: s.subType,
    properties: `,${s.properties.join(',')}${s.properties.length ? ',' : ''}`,
    status: 1,
    sort: s.sort,
  };
}

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Inserts the games and sub-games that are missing (an operator's edits stay)
 * and refreshes the two demo maintenance windows relative to now on every
 * start: the maintenance game's [now - 1 h, now + 24 h] and the upcoming
 * game's start now + 150 s (the catalogue service then keeps it rolling).
 */
export async function seedGames(db: Kysely<Database>, now = new Date()): Promise<void> {
  const { games, subGames } = demoCatalogue();
  await insertChunks(games.map(gameRow), 200, (chunk) =>
    db
      .insertInto('games')
      .values(chunk)
      .onConflict((oc) => oc.column('game_code').doNothing())
      .execute(),
  );
  const ids = new Map((await db.selectFrom('games').select(['id', 'game_code']).execute()).map((r) => [r.game_code, r.id]));
  const rows = subGames.flatMap((s) => {
    const id = ids.get(s.gameCode);
    return id === undefined ? [] : [subGameRow(s, id)];
  });
  await insertChunks(rows, 300, (chunk) =>
    db
      .insertInto('sub_games')
      .values(chunk)
      .onConflict((oc) => oc.column('sub_game_code').doNothing())
      .execute(),
  );
  const at = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
  await db
    .updateTable('games')
    .set({ maintain_start_time: at(-3600), maintain_end_time: at(24 * 3600) })
    .where('game_code', '=', DEMO_GAMES.maintenance)
    .where('status', '=', 2)
    .execute();
  await db
    .updateTable('games')
    .set({ maintain_start_time: at(UPCOMING_LEAD_S), maintain_end_time: at(UPCOMING_LEAD_S + 1800) })
    .where('game_code', '=', DEMO_GAMES.upcoming)
    .execute();
}

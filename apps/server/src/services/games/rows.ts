import { GAME_STATUS_OPEN, MAINTENANCE_NOTICE_S, type GameItem, type SubGameItem } from '@site/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { GameBrandSettingsTable } from '../../db/schema-game-brands';
import type { GamesTable, SubGamesTable } from '../../db/schema-games';
import { DEMO_GAMES } from '../../bootstrap/seed/game-catalogue';
import type { ApiLanguage } from '../../domain/language';
import { freshPer } from '../fresh';
import { label } from '../labels';
import { publicContentGeneration } from '../public-changes';
import { ratioOf } from '../wallet/money';

type Db = Kysely<Database>;
export type GameRow = Selectable<GamesTable>;
export type SubGameRow = Selectable<SubGamesTable> & { game_code: string; game_type: number; channel_code: string };

/** Who is asking: language and brand of the texts and pictures, testing-host flag, the player (favourites). */
export interface ViewContext {
  lang: ApiLanguage;
  brand: string;
  /** isTesting games are shown: the server was reached at a testing host (http/request-host.ts isTestingHost). */
  testing: boolean;
  accountId: number | undefined;
  now: number;
}

/** A game's effective status on the asking brand: the brand's override (game_brand_settings, alias gbs), else the catalogue's. */
export const effectiveStatus = sql<number>`coalesce(gbs.status, games.status)`;

/**
 * Games a player may see: not hidden (status 0) on the asking brand, isTesting only for a testing host (SPEC 6).
 * The row's status, hot and new marks and order are the brand's (its override where it has one).
 */
export function visibleGames(db: Db, ctx: Pick<ViewContext, 'testing' | 'brand'>) {
  let q = db
    .selectFrom('games')
    .leftJoin('game_brand_settings as gbs', (join) => join.onRef('gbs.game_id', '=', 'games.id').on('gbs.brand', '=', ctx.brand))
    .select([
      'games.id',
      'games.game_code',
      'games.game_type',
      'games.channel_code',
      'games.names',
      'games.search_text',
      'games.is_testing',
      'games.hot_level',
      'games.is_sub_game_open',
      'games.maintain_start_time',
      'games.maintain_end_time',
      effectiveStatus.as('status'),
      sql<number>`coalesce(gbs.is_hot, games.is_hot)`.as('is_hot'),
      sql<number>`coalesce(gbs.is_new, games.is_new)`.as('is_new'),
      sql<number>`coalesce(gbs.sort, games.sort)`.as('sort'),
    ])
    .where(effectiveStatus, '!=', 0);
  if (!ctx.testing) q = q.where('games.is_testing', '=', 0);
  return q;
}

/** Sub-games of visible lobbies (is_sub_game_open; the lobby not hidden on the asking brand), with their game's code, type and channel. */
export function visibleSubGames(db: Db, ctx: Pick<ViewContext, 'testing' | 'brand'>) {
  let q = db
    .selectFrom('sub_games')
    .innerJoin('games', 'games.id', 'sub_games.game_id')
    .leftJoin('game_brand_settings as gbs', (join) => join.onRef('gbs.game_id', '=', 'games.id').on('gbs.brand', '=', ctx.brand))
    .selectAll('sub_games')
    .select(['games.game_code', 'games.game_type', 'games.channel_code'])
    .where('sub_games.status', '=', 1)
    .where(effectiveStatus, '!=', 0)
    .where('games.is_sub_game_open', '=', 1);
  if (!ctx.testing) q = q.where('games.is_testing', '=', 0);
  return q;
}

export type BrandSettingRow = Selectable<GameBrandSettingsTable>;

/** A game as one brand shows it: the brand's override (when it has one) over the catalogue's status, hot and new marks and order. */
export function withBrandSetting(row: GameRow, setting: Pick<BrandSettingRow, 'status' | 'is_hot' | 'is_new' | 'sort'> | undefined): GameRow {
  if (!setting) return row;
  return {
    ...row,
    status: setting.status ?? row.status,
    is_hot: setting.is_hot ?? row.is_hot,
    is_new: setting.is_new ?? row.is_new,
    sort: setting.sort ?? row.sort,
  };
}

const ROLL_STEP_MS = 120_000;

/**
 * The demo 'upcoming' game's window rolls: its start is always 60-180 s
 * ahead (the next 2-minute mark plus 180 s), the same in every process, so
 * SPEC 4's enter-anyway notice can be tried at any time. Its maintenance
 * therefore never begins; the seeded columns (now + 150 s at each start)
 * are what an operator sees.
 */
export function maintenanceWindow(row: GameRow, now: number): { start: number | null; end: number | null } {
  if (row.game_code === DEMO_GAMES.upcoming && row.status === GAME_STATUS_OPEN && row.maintain_start_time) {
    const start = Math.floor(now / ROLL_STEP_MS) * ROLL_STEP_MS + MAINTENANCE_NOTICE_S * 1000;
    return { start, end: start + 30 * 60_000 };
  }
  const parse = (v: string | null) => (v ? Date.parse(v) : null);
  return { start: parse(row.maintain_start_time), end: parse(row.maintain_end_time) };
}

const iso = (ms: number | null) => (ms === null || !Number.isFinite(ms) ? null : new Date(ms).toISOString());

export function gameImage(brand: string, code: string, variant: '' | '-gray' | '-hover' = ''): string {
  return `/assets/games/${brand}/${code}${variant}.svg`;
}

export function subGameImage(brand: string, code: string): string {
  return `/assets/games/${brand}/sub/${code}.svg`;
}

export function toGameItem(row: GameRow, ctx: ViewContext, favorites: ReadonlySet<number>): GameItem {
  const { start, end } = maintenanceWindow(row, ctx.now);
  const buffer = MAINTENANCE_NOTICE_S * 1000;
  return {
    id: row.id,
    gameCode: row.game_code,
    gameType: row.game_type,
    channelCode: row.channel_code,
    name: label(row.names, ctx.lang),
    icon: gameImage(ctx.brand, row.game_code),
    gameStatus: row.status === 2 ? 2 : row.status === 0 ? 0 : 1,
    isTesting: row.is_testing === 1,
    isHot: row.is_hot === 1,
    hotLevel: row.hot_level,
    isNew: row.is_new === 1,
    isFavorite: favorites.has(row.id),
    isSubGameOpen: row.is_sub_game_open === 1,
    logoGrayscale: gameImage(ctx.brand, row.game_code, '-gray'),
    pcHoverImg: gameImage(ctx.brand, row.game_code, '-hover'),
    maintainStartTime: iso(start),
    maintainEndTime: iso(end),
    maintainBufferStartTime: iso(start === null ? null : start - buffer),
    maintainBufferEndTime: iso(end === null ? null : end + buffer),
    ratio: ratioOf(row.channel_code),
  };
}

export function toSubGameItem(row: SubGameRow, ctx: ViewContext, favorites: ReadonlySet<number>): SubGameItem {
  return {
    id: row.id,
    subGameCode: row.sub_game_code,
    subGameName: label(row.names, ctx.lang),
    subImg: subGameImage(ctx.brand, row.sub_game_code),
    isFavorite: favorites.has(row.id),
    gameCode: row.game_code,
    gameType: row.game_type,
    channelCode: row.channel_code,
    subType: row.sub_type,
    property: row.properties.split(',').filter(Boolean),
  };
}

export async function favoriteGameIds(db: Db, accountId: number | undefined): Promise<Set<number>> {
  if (accountId === undefined) return new Set();
  const rows = await db.selectFrom('game_favorites').select('game_id').where('account_id', '=', accountId).execute();
  return new Set(rows.map((r) => r.game_id));
}

export async function favoriteSubGameIds(db: Db, accountId: number | undefined, ids?: number[]): Promise<Set<number>> {
  if (accountId === undefined || (ids && ids.length === 0)) return new Set();
  let q = db.selectFrom('sub_game_favorites').select('sub_game_id').where('account_id', '=', accountId);
  if (ids) q = q.where('sub_game_id', 'in', ids);
  return new Set((await q.execute()).map((r) => r.sub_game_id));
}

/** Sort key of the catalogue: game-type sort, channel sort within the type, game sort, code. */
export async function gameSorter(db: Db): Promise<(a: GameRow, b: GameRow) => number> {
  const [types, channels] = await Promise.all([
    db.selectFrom('game_types').select(['type', 'sort']).execute(),
    db.selectFrom('game_channels').select(['game_type', 'code', 'sort']).execute(),
  ]);
  const typeSort = new Map(types.map((t) => [t.type, t.sort]));
  const channelSort = new Map(channels.map((c) => [`${c.game_type}:${c.code}`, c.sort]));
  const ch = (g: GameRow) => channelSort.get(`${g.game_type}:${g.channel_code}`) ?? 999;
  return (a, b) =>
    (typeSort.get(a.game_type) ?? 99) - (typeSort.get(b.game_type) ?? 99) ||
    a.game_type - b.game_type ||
    ch(a) - ch(b) ||
    a.sort - b.sort ||
    a.game_code.localeCompare(b.game_code);
}

/**
 * The catalogue is read by every visitor and changed only by operators: the
 * games that are not hidden, in catalogue order, are read again at most every
 * CATALOGUE_FRESH_MS (an operator's change shows within that time).
 */
export const CATALOGUE_FRESH_MS = 2000;

interface Snapshot {
  /** Every game (hidden ones too: a brand may open one), in catalogue order. */
  rows: readonly GameRow[];
  overrides: ReadonlyMap<string, ReadonlyMap<number, BrandSettingRow>>;
  sorter: (a: GameRow, b: GameRow) => number;
  /** Each brand's visible games, in that brand's order, made on first use. */
  byBrand: Map<string, readonly GameRow[]>;
}

const snapshotOf = () =>
  freshPer(CATALOGUE_FRESH_MS, async (db: Db): Promise<Snapshot> => {
    const [rows, settings, sorter] = await Promise.all([db.selectFrom('games').selectAll().execute(), db.selectFrom('game_brand_settings').selectAll().execute(), gameSorter(db)]);
    const overrides = new Map<string, Map<number, BrandSettingRow>>();
    for (const s of settings) {
      let of = overrides.get(s.brand);
      if (!of) overrides.set(s.brand, (of = new Map()));
      of.set(s.game_id, s);
    }
    return { rows: rows.sort(sorter), overrides, sorter, byBrand: new Map() };
  });
let catalogueSnapshot = snapshotOf();
let snapshotGeneration = publicContentGeneration();

function brandRows(snapshot: Snapshot, brand: string): readonly GameRow[] {
  let rows = snapshot.byBrand.get(brand);
  if (!rows) {
    const of = snapshot.overrides.get(brand);
    rows = (of ? snapshot.rows.map((r) => withBrandSetting(r, of.get(r.id))).sort(snapshot.sorter) : snapshot.rows).filter((r) => r.status !== 0);
    snapshot.byBrand.set(brand, rows);
  }
  return rows;
}

/** Games a player may see (as `visibleGames`: the brand's overrides applied), in the brand's catalogue order, from the snapshot (read again after a back-office change). */
export async function catalogueGames(db: Db, ctx: Pick<ViewContext, 'testing' | 'brand'>): Promise<readonly GameRow[]> {
  if (snapshotGeneration !== publicContentGeneration()) {
    snapshotGeneration = publicContentGeneration();
    catalogueSnapshot = snapshotOf();
  }
  const rows = brandRows(await catalogueSnapshot(db), ctx.brand);
  return ctx.testing ? rows : rows.filter((r) => r.is_testing === 0);
}

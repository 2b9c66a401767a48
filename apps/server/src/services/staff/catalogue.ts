import { STAFF_CATALOGUE_ERRORS, type BrandOverride, type BrandId, type CatalogueGame, type CatalogueGameChange, type CatalogueProvider, type CatalogueStatus, type Page } from '@site/contract';
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { GamesTable } from '../../db/schema-games';
import { domainError } from '../../domain/errors';
import type { ApiLanguage } from '../../domain/language';
import { gameSorter, withBrandSetting, type BrandSettingRow, type GameRow } from '../games/rows';
import { channelName, label } from '../labels';
import { publicContentChanged } from '../public-changes';
import { inTransaction, writeAudit, type AuditActor } from './audit';

type Db = Kysely<Database>;

/**
 * The games catalogue in the back office (issue 38): every game (hidden and testing ones too) in lobby order,
 * and the changes marketing makes to it: status (hidden, open, maintenance), testing flag, hot mark and level,
 * order, and a provider's maintenance window on all its games. Each change is one transaction with its audit
 * row (before and after); once committed, the player site's kept catalogue, public answers and server-rendered
 * pages are dropped (publicContentChanged), so the next lobby or home is built from the new rows.
 */

export const CatalogueErrors = {
  gameNotFound: () => domainError(STAFF_CATALOGUE_ERRORS.gameNotFound),
  nothingToChange: () => domainError(STAFF_CATALOGUE_ERRORS.nothingToChange),
  providerNotFound: () => domainError(STAFF_CATALOGUE_ERRORS.providerNotFound),
  windowInvalid: () => domainError(STAFF_CATALOGUE_ERRORS.windowInvalid),
  brandNotFound: () => domainError(STAFF_CATALOGUE_ERRORS.brandNotFound),
} as const;

export const STATUS_OF: Record<number, CatalogueStatus> = { 0: 'hidden', 1: 'open', 2: 'maintenance' };
export const STATUS_CODE: Record<CatalogueStatus, number> = { hidden: 0, open: 1, maintenance: 2 };

const flag = (v: number | null) => (v === null ? null : v === 1);

/** A brand's override as the contract has it (each field null: as the catalogue). */
export function toBrandOverride(s: BrandSettingRow): BrandOverride {
  return { brand: s.brand as BrandId, status: s.status === null ? null : (STATUS_OF[s.status] ?? 'open'), isHot: flag(s.is_hot), isNew: flag(s.is_new), sort: s.sort };
}

/** A game as the catalogue has it, or (`setting` given) as one brand shows it, with that brand's override. */
export function toCatalogueGame(catalogueRow: GameRow, lang: ApiLanguage, setting?: BrandSettingRow): CatalogueGame {
  const row = withBrandSetting(catalogueRow, setting);
  return {
    id: row.id,
    gameCode: row.game_code,
    gameType: row.game_type,
    channelCode: row.channel_code,
    name: label(row.names, lang),
    status: STATUS_OF[row.status] ?? 'open',
    isTesting: row.is_testing === 1,
    isHot: row.is_hot === 1,
    hotLevel: row.hot_level,
    sort: row.sort,
    isNew: row.is_new === 1,
    override: setting ? toBrandOverride(setting) : null,
    maintainStartTime: row.maintain_start_time,
    maintainEndTime: row.maintain_end_time,
  };
}

export interface CatalogueQuery {
  gameType?: number | undefined;
  channelCode?: string | undefined;
  status?: CatalogueStatus | undefined;
  keyword?: string | undefined;
  brand?: BrandId | undefined;
  page: number;
  size: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /v1/staff/catalogue/games: the filtered games in lobby order (type, provider, sort, code), one page; for
 * one brand, as that brand shows them (its overrides applied: status filter and order are the brand's).
 */
export async function listCatalogue(db: Db, q: CatalogueQuery, lang: ApiLanguage): Promise<Page<CatalogueGame>> {
  let base = db.selectFrom('games').selectAll();
  if (q.gameType !== undefined) base = base.where('game_type', '=', q.gameType);
  if (q.channelCode) base = base.where('channel_code', '=', q.channelCode);
  if (q.status && !q.brand) base = base.where('status', '=', STATUS_CODE[q.status]);
  const keyword = q.keyword?.trim().toLowerCase();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    base = base.where((eb) => eb.or([eb(sql<string>`lower(game_code)`, 'like', pattern), sql<boolean>`search_text like ${pattern} escape '\\'`]));
  }
  // A catalogue is hundreds of games: sorted here by the lobby's own order (game types' and providers' sort).
  const [rows, sorter, settings] = await Promise.all([
    base.execute(),
    gameSorter(db),
    q.brand ? db.selectFrom('game_brand_settings').selectAll().where('brand', '=', q.brand).execute() : Promise.resolve([]),
  ]);
  const of = new Map(settings.map((s) => [s.game_id, s]));
  const status = q.status && q.brand ? STATUS_CODE[q.status] : undefined;
  const sorted = rows
    .map((row) => ({ row, setting: of.get(row.id), shown: withBrandSetting(row, of.get(row.id)) }))
    .filter((g) => status === undefined || g.shown.status === status)
    .sort((a, b) => sorter(a.shown, b.shown));
  const start = (q.page - 1) * q.size;
  return { total: sorted.length, records: sorted.slice(start, start + q.size).map((g) => toCatalogueGame(g.row, lang, g.setting)) };
}

/** GET /v1/staff/catalogue/providers: each provider of each game type, in lobby order, with its number of games. */
export async function catalogueProviders(db: Db, lang: ApiLanguage): Promise<CatalogueProvider[]> {
  const [channels, counts] = await Promise.all([
    db.selectFrom('game_channels').selectAll().orderBy('game_type').orderBy('sort').orderBy('code').execute(),
    db
      .selectFrom('games')
      .select(['game_type', 'channel_code', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['game_type', 'channel_code'])
      .execute(),
  ]);
  const count = new Map(counts.map((c) => [`${c.game_type}:${c.channel_code}`, Number(c.n)]));
  return channels.map((c) => ({ gameType: c.game_type, channelCode: c.code, name: channelName(c.name, lang), games: count.get(`${c.game_type}:${c.code}`) ?? 0 }));
}

const auditView = (g: CatalogueGame) => ({ status: g.status, isTesting: g.isTesting, isHot: g.isHot, hotLevel: g.hotLevel, isNew: g.isNew, sort: g.sort });

/** POST /v1/staff/catalogue/games/{id}: one game's status, testing flag, hot mark and level, new mark, order; audited. */
export async function updateCatalogueGame(db: Db, actor: AuditActor, id: number, change: CatalogueGameChange, lang: ApiLanguage): Promise<CatalogueGame> {
  const set: Partial<Pick<Updateable<GamesTable>, 'status' | 'is_testing' | 'is_hot' | 'is_new' | 'hot_level' | 'sort'>> = {};
  if (change.status !== undefined) set.status = STATUS_CODE[change.status];
  if (change.isTesting !== undefined) set.is_testing = change.isTesting ? 1 : 0;
  if (change.isHot !== undefined) set.is_hot = change.isHot ? 1 : 0;
  if (change.isNew !== undefined) set.is_new = change.isNew ? 1 : 0;
  if (change.hotLevel !== undefined) set.hot_level = change.hotLevel;
  if (change.sort !== undefined) set.sort = change.sort;
  if (Object.keys(set).length === 0) throw CatalogueErrors.nothingToChange();
  const updated = await inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw CatalogueErrors.gameNotFound();
    await trx.updateTable('games').set(set).where('id', '=', id).execute();
    const after = await trx.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [b, a] = [toCatalogueGame(row, lang), toCatalogueGame(after, lang)];
    await writeAudit(trx, actor, { action: 'catalogue.game', subjectType: 'game', subjectId: row.game_code, before: auditView(b), after: auditView(a) });
    return a;
  });
  publicContentChanged();
  return updated;
}

export interface ProviderMaintenance {
  gameType: number;
  channelCode: string;
  window: { from: string; to: string } | null;
}

/** POST /v1/staff/catalogue/providers/maintenance: a provider's window on all its games (or none); audited. */
export async function setProviderMaintenance(db: Db, actor: AuditActor, input: ProviderMaintenance, now = new Date()): Promise<{ games: number }> {
  let window: { from: string; to: string } | null = null;
  if (input.window) {
    const from = new Date(input.window.from);
    const to = new Date(input.window.to);
    if (to <= from || to <= now) throw CatalogueErrors.windowInvalid();
    window = { from: from.toISOString(), to: to.toISOString() };
  }
  const result = await inTransaction(db, async (trx) => {
    const provider = await trx.selectFrom('game_channels').select('code').where('game_type', '=', input.gameType).where('code', '=', input.channelCode).executeTakeFirst();
    if (!provider) throw CatalogueErrors.providerNotFound();
    const of = trx.selectFrom('games').select(['maintain_start_time', 'maintain_end_time']).where('game_type', '=', input.gameType).where('channel_code', '=', input.channelCode);
    const before = await of.executeTakeFirst();
    const done = await trx
      .updateTable('games')
      .set({ maintain_start_time: window?.from ?? null, maintain_end_time: window?.to ?? null })
      .where('game_type', '=', input.gameType)
      .where('channel_code', '=', input.channelCode)
      .executeTakeFirst();
    const games = Number(done.numUpdatedRows);
    await writeAudit(trx, actor, {
      action: 'catalogue.providerMaintenance',
      subjectType: 'provider',
      subjectId: `${input.gameType}:${input.channelCode}`,
      before: before ? { from: before.maintain_start_time, to: before.maintain_end_time } : null,
      after: { ...(window ?? { from: null, to: null }), games },
    });
    return { games };
  });
  publicContentChanged();
  return result;
}

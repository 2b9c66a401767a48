import { isBrandId, type BrandId, type BrandOverrideChange, type CatalogueGame } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApiLanguage } from '../../domain/language';
import { publicContentChanged } from '../public-changes';
import { inTransaction, writeAudit, type AuditActor } from './audit';
import { CatalogueErrors, STATUS_CODE, toBrandOverride, toCatalogueGame } from './catalogue';

type Db = Kysely<Database>;

/**
 * One brand's override of a game (issue 38, game_brand_settings): marketing hides a game, marks it hot or new,
 * or moves it for one brand only; each field left null is the catalogue's. Each change is one transaction with
 * its audit row (the override before and after, null when there was none); a row with no field left is deleted.
 * Once committed, the player site's kept catalogue, public answers and pages are dropped (publicContentChanged):
 * they are kept per brand, so only that brand's lobby and home look different.
 */

function brandOf(brand: string): BrandId {
  if (!isBrandId(brand)) throw CatalogueErrors.brandNotFound();
  return brand;
}

const bit = (v: boolean | null) => (v === null ? null : v ? 1 : 0);

/** POST /v1/staff/catalogue/games/{id}/brands/{brand}: sets (value) or returns to the catalogue's (null) each field given. */
export async function setBrandOverride(db: Db, actor: AuditActor, id: number, brandParam: string, change: BrandOverrideChange, lang: ApiLanguage): Promise<CatalogueGame> {
  const brand = brandOf(brandParam);
  const set: { status?: number | null; is_hot?: number | null; is_new?: number | null; sort?: number | null } = {};
  if (change.status !== undefined) set.status = change.status === null ? null : STATUS_CODE[change.status];
  if (change.isHot !== undefined) set.is_hot = bit(change.isHot);
  if (change.isNew !== undefined) set.is_new = bit(change.isNew);
  if (change.sort !== undefined) set.sort = change.sort;
  if (Object.keys(set).length === 0) throw CatalogueErrors.nothingToChange();
  const game = await inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw CatalogueErrors.gameNotFound();
    const of = trx.selectFrom('game_brand_settings').selectAll().where('game_id', '=', id).where('brand', '=', brand);
    const before = await of.executeTakeFirst();
    const next = { status: null, is_hot: null, is_new: null, sort: null, ...(before && { status: before.status, is_hot: before.is_hot, is_new: before.is_new, sort: before.sort }), ...set };
    const where = trx.deleteFrom('game_brand_settings').where('game_id', '=', id).where('brand', '=', brand);
    if (next.status === null && next.is_hot === null && next.is_new === null && next.sort === null) await where.execute();
    else if (before) {
      await trx.updateTable('game_brand_settings').set({ ...next, staff_id: 'staffId' in actor ? actor.staffId : null, updated_at: new Date().toISOString() }).where('game_id', '=', id).where('brand', '=', brand).execute();
    } else {
      await trx.insertInto('game_brand_settings').values({ game_id: id, brand, ...next, staff_id: 'staffId' in actor ? actor.staffId : null, updated_at: new Date().toISOString() }).execute();
    }
    const after = await of.executeTakeFirst();
    await writeAudit(trx, actor, {
      action: 'catalogue.brandOverride',
      subjectType: 'game',
      subjectId: row.game_code,
      before: { brand, override: before ? toBrandOverride(before) : null },
      after: { brand, override: after ? toBrandOverride(after) : null },
    });
    return toCatalogueGame(row, lang, after);
  });
  publicContentChanged();
  return game;
}

/** POST /v1/staff/catalogue/games/{id}/brands/{brand}/clear: the brand shows the catalogue's settings again. */
export async function clearBrandOverride(db: Db, actor: AuditActor, id: number, brandParam: string, lang: ApiLanguage): Promise<CatalogueGame> {
  const brand = brandOf(brandParam);
  const game = await inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw CatalogueErrors.gameNotFound();
    const before = await trx.selectFrom('game_brand_settings').selectAll().where('game_id', '=', id).where('brand', '=', brand).executeTakeFirst();
    if (before) {
      await trx.deleteFrom('game_brand_settings').where('game_id', '=', id).where('brand', '=', brand).execute();
      await writeAudit(trx, actor, { action: 'catalogue.brandOverride', subjectType: 'game', subjectId: row.game_code, before: { brand, override: toBrandOverride(before) }, after: { brand, override: null } });
    }
    return toCatalogueGame(row, lang);
  });
  publicContentChanged();
  return game;
}

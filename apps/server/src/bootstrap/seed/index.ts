import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { seedAccounts, seedVerifiedIds } from './accounts';
import { CATALOGUE } from '../../domain/catalogue';
import * as config from './config-data';
import * as content from './content';
import * as fund from './fund';
import * as games from './games';
import * as homeContent from './home-content';
import * as activity from './activity';
import { seedGames } from './game-seed';
import { seedWallets } from './wallet';
import { sponsorRows } from './sponsors';
import { seedVip, seedVipDemo } from './vip';
import { announcementRows, seedDemoLetters } from './messages';
import { seedDemoOfferAnswers } from './protection';
import { seedDemoAgent } from './agents';

type TableName = keyof Database;

/** Inserts the rows whose key is not there yet; existing rows (maybe edited by an operator) stay. */
async function insertMissing<T extends TableName>(db: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto(table)
    .values(rows as never)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export interface SeedOptions {
  /**
   * The demo players (password demo1234), their wallets, verified IDs and coupons.
   * Off in production unless asked for (env DEMO_DATA, see isDemoData): a
   * known password on a live site would be an open door.
   */
  demo?: boolean;
}

/**
 * Idempotent reference data (and the demo players when asked), run on every
 * start: inserts only what is missing. The error catalogue is the exception:
 * it belongs to the code, so its texts are brought up to date (still idempotent).
 */
export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<void> {
  const demo = options.demo ?? true;
  await db.transaction().execute(async (trx) => {
    await insertMissing(trx, 'languages', config.languages);
    await insertMissing(trx, 'currencies', config.currencies);
    await insertMissing(trx, 'country_codes', config.countryCodes);
    await insertMissing(trx, 'dynamic_data', config.dynamicData);
    await insertMissing(trx, 'process_data', config.processData);
    await insertMissing(trx, 'proxies', config.proxies);
    await insertMissing(trx, 'app_versions', config.appVersions);
    await insertMissing(trx, 'customer_links', config.customerLinks);
    await insertMissing(trx, 'brand_logos', config.brandLogos);
    await insertMissing(trx, 'settings', config.settings);
    await insertMissing(trx, 'adverts', content.adverts);
    await insertMissing(trx, 'marquees', content.marquees);
    await insertMissing(trx, 'avatars', content.avatars);
    await insertMissing(trx, 'dialog_items', homeContent.dialogItems);
    await insertMissing(trx, 'float_activities', homeContent.floatActivities);
    await insertMissing(trx, 'activity_categories', activity.activityCategories);
    await insertMissing(trx, 'activities', activity.activities);
    await insertMissing(trx, 'game_types', games.gameTypes);
    await insertMissing(trx, 'game_channels', games.gameChannels);
    await insertMissing(trx, 'sub_game_categories', games.subGameCategories);
    await seedGames(trx);
    await insertMissing(trx, 'settings', [
      { key: 'captchaChannel', value: 'graphic' },
      { key: 'voiceCountries', value: JSON.stringify(['886']) },
    ]);
    await insertMissing(trx, 'banks', fund.banks);
    await insertMissing(trx, 'deposit_channels', fund.depositChannels);
    await insertMissing(trx, 'settings', fund.fundSettings);
    await seedVip(trx);
    await insertMissing(trx, 'sponsors', sponsorRows);
    await insertMissing(trx, 'announcements', announcementRows());
    if (demo) {
      await seedAccounts(trx);
      await seedVerifiedIds(trx);
      await seedWallets(trx);
      await seedVipDemo(trx);
      await seedDemoLetters(trx);
      await activity.seedActivityRewards(trx);
      await seedDemoOfferAnswers(trx);
      await seedDemoAgent(trx);
    }
    await insertMissing(trx, 'maintenance', [{ id: 1, enabled: 0, start_time: null, end_time: null, updated_at: new Date().toISOString() }]);
    for (const e of CATALOGUE) {
      const texts = { show_type: e.showType, desc_tw: e.tw, desc_en: e.en, desc_th: e.th, default_desc: e.tw };
      await trx
        .insertInto('error_codes')
        .values({ http_status: e.status, error_code: e.code, ...texts })
        .onConflict((oc) => oc.columns(['http_status', 'error_code']).doUpdateSet(texts))
        .execute();
    }
  });
}

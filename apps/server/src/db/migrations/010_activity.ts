import { type AnyDb, withId } from './util';

/**
 * Promotions (SPEC 7 "Messages and activities"), per brand: categories, the
 * activities of the list (links of SPEC 2 "Activity link opening", display
 * window and period, pictures generated from the title) and the rewards
 * players earned from them (claimed into the wallet as a bonus ledger entry).
 * The home page's float activity and login advert items stay in 004's tables.
 * Label sets are JSON text {"TW","EN","TH"}; times ISO-8601 UTC text; money
 * integer minor units.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('activity_categories')
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('brand', 'varchar(16)', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('recharge_withdraw', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('activity_categories_pk', ['brand', 'id'])
    .execute();
  await withId(db, s.createTable('activities'))
    .addColumn('brand', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('summaries', 'text', (c) => c.notNull())
    /** JSON label set of operator HTML, sanitised when served. */
    .addColumn('bodies', 'text', (c) => c.notNull())
    .addColumn('pc_link', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('ai_link', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('action_link', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('h5_link', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('need_login', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommend', 'integer', (c) => c.notNull().defaultTo(0))
    /** Comma-separated currency codes; '' for every currency. */
    .addColumn('currencies', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('frontend_type', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('start_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(32)')
    .addColumn('display_start_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('display_end_time', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('activities_brand_code', ['brand', 'code'])
    .execute();
  await s.createIndex('activities_brand_display').on('activities').columns(['brand', 'display_end_time']).execute();
  await withId(db, s.createTable('activity_rewards'))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('activity_code', 'varchar(64)', (c) => c.notNull())
    /** Activity titles at the time it was earned (JSON label set). */
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    /** unclaimed | claimed (an expired one is unclaimed past expires_at). */
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('unclaimed'))
    .addColumn('earned_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('claimed_at', 'varchar(32)')
    /** Makes an operator's grant idempotent (e.g. the seed's demo rewards). */
    .addColumn('reference', 'varchar(128)', (c) => c.notNull())
    .addUniqueConstraint('activity_rewards_reference', ['reference'])
    .execute();
  await s.createIndex('activity_rewards_account').on('activity_rewards').columns(['account_id', 'state']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['activity_rewards', 'activities', 'activity_categories']) await db.schema.dropTable(table).ifExists().execute();
}

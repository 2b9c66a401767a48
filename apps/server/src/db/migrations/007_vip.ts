import { withId, type AnyDb } from './util';

/**
 * VIP (SPEC 3, 4, 6, 9): the level config (one for every brand: brands differ
 * only in how many levels they list), rebate rates by level and game type,
 * point -> money ratios, points coupons and their movements, the daily
 * rebates paid, and the runs of the daily job. Account columns: the day the
 * current level (or its last retention) began, and the instant the VIP
 * totals count from (set when a level is dropped). The level itself stays in
 * accounts.vip_name (SPEC 4 derives it from the name). Money is bigint minor
 * units; points whole numbers; times ISO-8601 UTC text; days YYYY-MM-DD (+08:00).
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('vip_levels')
    /** The level number: 0..11, 999 special invite. */
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('recharge_total', 'bigint', (c) => c.notNull())
    .addColumn('bet_total', 'bigint', (c) => c.notNull())
    .addColumn('retention_days', 'integer', (c) => c.notNull())
    /** Coupon points of each benefit; 0 = the level does not have it. */
    .addColumn('birthday_gift', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('festival_gift', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level_gift', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('red_envelop', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('withdraw_count', 'integer', (c) => c.notNull())
    /** Minor units of the wallet currency. */
    .addColumn('withdraw_amount', 'bigint', (c) => c.notNull())
    /** JSON array of the deposit channel codes open at this level. */
    .addColumn('deposit_channels', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('vip_game_rebates')
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('game_type', 'integer', (c) => c.notNull())
    /** Hundredths of a percent: 80 = 0.80 %. */
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('vip_game_rebates_pk', ['level', 'game_type'])
    .execute();

  await s
    .createTable('vip_point_ratios')
    .addColumn('currency', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull())
    /** Minor units `points` points are worth. */
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, s.createTable('vip_coupons'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    /** levelUp | birthday | newYear | reward */
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    /** Why it was given, unique per player (levelUp:3, birthday:2026, redEnvelop:2026-03, reward:<random>): a grant runs once. */
    .addColumn('grant_key', 'varchar(64)', (c) => c.notNull())
    /** JSON {"TW":{"title","detail"},"EN":..,"TH":..}. */
    .addColumn('texts', 'text', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('original_points', 'bigint', (c) => c.notNull())
    /** active | used | expired */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('vip_coupons_grant', ['account_id', 'grant_key'])
    .execute();
  await s.createIndex('vip_coupons_account').on('vip_coupons').columns(['account_id', 'status', 'expires_at']).execute();
  await s.createIndex('vip_coupons_expiry').on('vip_coupons').columns(['status', 'expires_at']).execute();

  await withId(db, s.createTable('vip_coupon_records'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    /** issued | exchanged | expired */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('coupon_id', 'integer')
    .addColumn('coupon_type', 'varchar(16)')
    /** JSON {"TW","EN","TH"} title. */
    .addColumn('texts', 'text', (c) => c.notNull())
    /** Signed: + issued, - exchanged or expired. */
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('currency', 'varchar(16)')
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('vip_coupon_records_account').on('vip_coupon_records').columns(['account_id', 'created_at']).execute();

  await s
    .createTable('vip_rebates')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    /** The betting day the rebate is for. */
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('valid_bet', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('vip_rebates_pk', ['account_id', 'day', 'currency'])
    .execute();

  await s
    .createTable('vip_job_runs')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    /** JSON counts of what the run did. */
    .addColumn('report', 'text')
    .execute();

  await s.alterTable('accounts').addColumn('vip_since', 'varchar(10)').execute();
  await s.alterTable('accounts').addColumn('vip_count_from', 'varchar(32)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('vip_count_from').execute();
  await db.schema.alterTable('accounts').dropColumn('vip_since').execute();
  for (const table of ['vip_job_runs', 'vip_rebates', 'vip_coupon_records', 'vip_coupons', 'vip_point_ratios', 'vip_game_rebates', 'vip_levels']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

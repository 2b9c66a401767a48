import type { AnyDb } from './util';

/**
 * Content and promotions in the back office (issue 38, marketing):
 * - content_pictures: a picture marketing uploaded, decoded and stored re-encoded (as players' uploads) at a few
 *   widths (`widths`, comma-separated) under DATA_DIR/content, served publicly at /assets/content/<id>-<width>.<ext>;
 * - adverts: per brand ('' every brand), a schedule (start, end; null open) and an uploaded picture;
 * - dialog_items (the login advert): an uploaded picture;
 * - announcements: per brand ('' every brand) and an end (published_at is the start);
 * - activities (promotions): their kind, eligibility (JSON), reward (JSON), budget cap (minor units, null none),
 *   per-player limit (rewards per player, null none), and when marketing ended one early.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('content_pictures')
    .addColumn('id', 'varchar(48)', (c) => c.primaryKey())
    .addColumn('ext', 'varchar(8)', (c) => c.notNull())
    .addColumn('widths', 'varchar(64)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('adverts').addColumn('brand', 'varchar(16)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('adverts').addColumn('start_time', 'varchar(32)').execute();
  await db.schema.alterTable('adverts').addColumn('end_time', 'varchar(32)').execute();
  await db.schema.alterTable('adverts').addColumn('picture_id', 'varchar(48)').execute();
  await db.schema.alterTable('dialog_items').addColumn('picture_id', 'varchar(48)').execute();
  await db.schema.alterTable('announcements').addColumn('brand', 'varchar(16)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('announcements').addColumn('end_time', 'varchar(32)').execute();
  await db.schema.alterTable('activities').addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('custom')).execute();
  await db.schema.alterTable('activities').addColumn('eligibility', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await db.schema.alterTable('activities').addColumn('reward', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await db.schema.alterTable('activities').addColumn('budget_cap', 'bigint').execute();
  await db.schema.alterTable('activities').addColumn('per_player_limit', 'integer').execute();
  await db.schema.alterTable('activities').addColumn('ended_at', 'varchar(32)').execute();
  await db.schema.createIndex('activity_rewards_code').on('activity_rewards').columns(['activity_code', 'account_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('activity_rewards_code').execute();
  for (const c of ['ended_at', 'per_player_limit', 'budget_cap', 'reward', 'eligibility', 'kind']) await db.schema.alterTable('activities').dropColumn(c).execute();
  for (const c of ['end_time', 'brand']) await db.schema.alterTable('announcements').dropColumn(c).execute();
  await db.schema.alterTable('dialog_items').dropColumn('picture_id').execute();
  for (const c of ['picture_id', 'end_time', 'start_time', 'brand']) await db.schema.alterTable('adverts').dropColumn(c).execute();
  await db.schema.dropTable('content_pictures').execute();
}

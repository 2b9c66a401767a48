import { type AnyDb, withId } from './util';

/**
 * The home page's login advert dialog items (SPEC 3 Dialog items) and float
 * activities (SPEC 3 Float activity), per brand. Titles are JSON label sets;
 * times are ISO-8601 UTC text, a null start or end leaves that side open.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('dialog_items'))
    .addColumn('brand', 'varchar(16)', (c) => c.notNull())
    .addColumn('slug', 'varchar(64)', (c) => c.notNull())
    .addColumn('content', 'varchar(16)', (c) => c.notNull())
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('link', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('frontend_type', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('start_time', 'varchar(32)')
    .addColumn('end_time', 'varchar(32)')
    .addUniqueConstraint('dialog_items_brand_slug', ['brand', 'slug'])
    .execute();
  await withId(db, s.createTable('float_activities'))
    .addColumn('brand', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('link', 'varchar(512)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('display_start_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('display_end_time', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('float_activities_brand_code', ['brand', 'code'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['float_activities', 'dialog_items']) await db.schema.dropTable(table).ifExists().execute();
}

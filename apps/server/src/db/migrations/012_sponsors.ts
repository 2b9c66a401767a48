import type { AnyDb } from './util';

/**
 * Sponsors (SPEC 2 "Sponsor list"): one row per sponsor and language (TW, EN,
 * TH) with the texts the list and the detail show. `detail` is a JSON array of
 * paragraphs; `image_name` names the picture served at /assets/sponsors/<image_name>.svg;
 * `kind` (club | league | archery | esports) picks how the picture is drawn.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sponsors')
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('image_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(255)', (c) => c.notNull())
    .addColumn('partner_subtitle', 'varchar(255)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sponsors_pk', ['id', 'language'])
    .execute();
  await db.schema.createIndex('sponsors_language_sort').on('sponsors').columns(['language', 'sort']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sponsors').execute();
}

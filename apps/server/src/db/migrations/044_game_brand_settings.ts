import type { AnyDb } from './util';

/**
 * The games catalogue per brand (issue 38):
 * - `games.is_new`: 1 marks the game new on every brand's lobby and home (a badge on its card);
 * - `game_brand_settings`: one brand's override of a game, set in the back office. Each column null means
 *   "as the catalogue"; `status` 0 hidden, 1 open, 2 maintenance (as games.status); `is_hot`, `is_new` 0 or 1;
 *   `sort` the game's order within its provider on that brand's lobby. A row with every column null is deleted.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('games').addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await s
    .createTable('game_brand_settings')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('brand', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('is_hot', 'integer')
    .addColumn('is_new', 'integer')
    .addColumn('sort', 'integer')
    .addColumn('staff_id', 'integer')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_brand_settings_pk', ['game_id', 'brand'])
    .execute();
  await s.createIndex('game_brand_settings_brand').on('game_brand_settings').columns(['brand']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('game_brand_settings').execute();
  await db.schema.alterTable('games').dropColumn('is_new').execute();
}

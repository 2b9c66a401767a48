import { withId, type AnyDb } from './util';

/**
 * The back office's catalogue, maintenance and VIP configuration (issue 38, part 2):
 * - `maintenance.scheduled`: 1 when the window is a scheduled one (the site is closed only between its start
 *   and end); 0 keeps the ops command's switch as it was (on now, the window only announced);
 * - `maintenance.message`: what players are told during the window, JSON `{"TW","EN","TH"}`, or null;
 * - `vip_level_changes`: a VIP level's figures (thresholds, benefits, rebate rates by game type) as a member
 *   set them, and the server day (+08:00) they take effect; the daily VIP job applies a change on its day,
 *   after paying the rebate of the day before (at the rates that day had). Pending until then, cancellable.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('maintenance').addColumn('scheduled', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await s.alterTable('maintenance').addColumn('message', 'text').execute();

  await withId(db, s.createTable('vip_level_changes'))
    .addColumn('level', 'integer', (c) => c.notNull())
    /** YYYY-MM-DD, the server day (+08:00) the change takes effect. */
    .addColumn('effective_day', 'varchar(10)', (c) => c.notNull())
    /** JSON: the level's figures after the change (services/staff/vip-config.ts VipLevelFigures). */
    .addColumn('figures', 'text', (c) => c.notNull())
    /** pending | applied | cancelled */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await s.createIndex('vip_level_changes_due').on('vip_level_changes').columns(['status', 'effective_day']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('vip_level_changes').execute();
  await db.schema.alterTable('maintenance').dropColumn('message').execute();
  await db.schema.alterTable('maintenance').dropColumn('scheduled').execute();
}

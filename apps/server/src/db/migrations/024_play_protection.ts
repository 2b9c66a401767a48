import { withId, type AnyDb } from './util';

/**
 * Player protection during play (issue 20): loss limits, the session time limit, play sessions and
 * the reality check's interval.
 *
 * - `play_limits`: one row per (account, kind, period) while a limit exists. kind `loss` with period
 *   day | week | month (amount in NTD minor units), or kind `session` with period `session` (amount
 *   in minutes). A pending increase or removal waits in `pending_amount` (null = the limit goes)
 *   until `pending_effective_at`, applied lazily as the deposit limits' (services/protection/cooling.ts).
 * - `play_limit_history`: every change as asked for and as it took effect.
 * - `play_periods`: the player's play sessions (a launch or a bet after 30 idle minutes starts one;
 *   docs/decisions.md): start, last launch or bet, the last reality-check answer.
 * - `reality_checks`: the player's reality-check interval in minutes (no row = off).
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('play_limits')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_effective_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('play_limits_pk', ['account_id', 'kind', 'period'])
    .execute();

  await withId(db, s.createTable('play_limit_history'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    /** set | decrease | increaseRequested | removeRequested | increased | removed | cancelled */
    .addColumn('action', 'varchar(24)', (c) => c.notNull())
    .addColumn('old_amount', 'bigint')
    .addColumn('new_amount', 'bigint')
    .addColumn('effective_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('play_limit_history_account').on('play_limit_history').columns(['account_id', 'created_at']).execute();

  await withId(db, s.createTable('play_periods'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_activity_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('acknowledged_at', 'varchar(32)')
    .execute();
  await s.createIndex('play_periods_account').on('play_periods').columns(['account_id', 'last_activity_at']).execute();

  await s
    .createTable('reality_checks')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('interval_minutes', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reality_checks').execute();
  await db.schema.dropTable('play_periods').execute();
  await db.schema.dropTable('play_limit_history').execute();
  await db.schema.dropTable('play_limits').execute();
}

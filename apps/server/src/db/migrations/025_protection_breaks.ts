import { withId, type AnyDb } from './util';

/**
 * Time-outs and self-exclusions (issue 20, exclusion part), and the deposit-limit offer.
 *
 * - `protection_breaks`: every time-out or self-exclusion a player took, kept as history. A row runs
 *   while `ended_at` is null and, for a time-out, `until` has not passed; a self-exclusion runs past
 *   `until` until an operator ends it (`ended_by` 'operator'). A longer break replaces a running one:
 *   the old row gets `ended_at` and `ended_by` 'replaced' in the same transaction.
 * - `protection_offers`: the deposit-limit offer shown after registration, answered once per account
 *   ('skipped' or 'set'), so it is not shown again on another device.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('protection_breaks'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    /** timeout | exclusion */
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    /** 24h | 7d | 30d (time-out); 7d | 6m | 1y | 5y (self-exclusion) */
    .addColumn('period', 'varchar(4)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('until', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('ended_by', 'varchar(12)')
    .execute();
  await s.createIndex('protection_breaks_account').on('protection_breaks').columns(['account_id', 'ended_at']).execute();
  await s
    .createTable('protection_offers')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('answer', 'varchar(8)', (c) => c.notNull())
    .addColumn('answered_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('protection_offers').execute();
  await db.schema.dropTable('protection_breaks').execute();
}

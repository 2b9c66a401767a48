import { withId, type AnyDb } from './util';

/**
 * Deposit limits (issue 20): each player's limit per period and the history of its changes.
 *
 * - `deposit_limits`: one row per (account, period) while a limit exists. `amount` is the limit in
 *   force (NTD minor units). A pending increase or removal waits in `pending_amount` (null = the
 *   limit goes) until `pending_effective_at` (null = nothing pending); it is applied lazily by the
 *   first read or deposit after that time (services/protection/limits.ts). The row is also what a
 *   deposit locks on PostgreSQL, so concurrent orders of one player queue behind each other.
 * - `deposit_limit_history`: every change as it was asked for and as it took effect, for the
 *   player's account history and the operator.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('deposit_limits')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    /** day | week | month (Asia/Taipei calendar periods). */
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_effective_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('deposit_limits_pk', ['account_id', 'period'])
    .execute();

  await withId(db, s.createTable('deposit_limit_history'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    /** set | decrease | increaseRequested | removeRequested | increased | removed | cancelled */
    .addColumn('action', 'varchar(24)', (c) => c.notNull())
    /** The limit before and after (minor units); null where there was none or it went. */
    .addColumn('old_amount', 'bigint')
    .addColumn('new_amount', 'bigint')
    /** When the change takes (or took) effect. */
    .addColumn('effective_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('deposit_limit_history_account').on('deposit_limit_history').columns(['account_id', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('deposit_limit_history').execute();
  await db.schema.dropTable('deposit_limits').execute();
}

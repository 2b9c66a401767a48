import type { AnyDb } from './util';

/**
 * Issue 17, the withdrawal password and new destinations:
 * - withdraw_guards: one row per player counting wrong withdrawal passwords (one atomic upsert per
 *   check, so concurrent guesses cannot all be checked) and the lock they cause, growing with each lock;
 * - destination_holds: a bank card or wallet address that was not the player's first destination
 *   receives withdrawals only from usable_from (24 hours after it became usable).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('withdraw_guards')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    /** Wrong passwords since the last right one or lock. */
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    /** Checks running now: failures + pending never passes the limit, so no more checks run than the lock allows. */
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    /** Locks so far: picks the next lock's length. */
    .addColumn('locks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_locked_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('destination_holds')
    /** 'card' (bank_cards.id) or 'address' (wallet_addresses.id). */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('usable_from', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('destination_holds_pk', ['kind', 'ref_id'])
    .execute();
  await db.schema.createIndex('destination_holds_account').on('destination_holds').column('account_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('destination_holds').execute();
  await db.schema.dropTable('withdraw_guards').execute();
}

import { withId, type AnyDb } from './util';

/**
 * The terms figures on withdrawals (issue 20, rules/terms.ts):
 *
 * - `withdraw_parts`: a withdrawal above 100,000 is paid out in parts of at most 100,000; each part is
 *   one row (1, 2, ...) and one 'withdrawHold' ledger entry of its amount (the order number as reference),
 *   so the parts and their ledger entries sum exactly to the withdrawal. A withdrawal up to 100,000 is one part.
 * - `withdraw_fees`: the 10% fee (at least 30) of a withdrawal to a destination other than the first bound
 *   one, charged as a 'withdrawFee' ledger entry in the withdrawal's transaction (returned as
 *   'feeRefund' when the withdrawal fails or is cancelled).
 * - `terms_locks`: a row each transaction that checks a site-wide figure (600,000 a day) locks on
 *   PostgreSQL first, so concurrent withdrawals of different players queue for that check.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('withdraw_parts'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('withdraw_orders.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('withdraw_parts_order_seq', ['order_id', 'seq'])
    .execute();

  await s
    .createTable('withdraw_fees')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('withdraw_orders.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await s.createTable('terms_locks').addColumn('name', 'varchar(32)', (c) => c.primaryKey()).execute();
  await db.insertInto('terms_locks').values({ name: 'siteWithdrawals' }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('terms_locks').execute();
  await db.schema.dropTable('withdraw_fees').execute();
  await db.schema.dropTable('withdraw_parts').execute();
}

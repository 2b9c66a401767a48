import { withId, type AnyDb } from './util';

/**
 * The back office's queues (issue 37, part 1):
 * - queue_claims: who works a queue item (kind deposit|withdraw|card|idcard, the order number or id) until when;
 *   one row per item (the primary key), so two members cannot both hold it; an expired claim is taken over;
 * - withdraw_approvals: each staff approval of a withdrawal step (the status it left), so a withdrawal above
 *   STAFF_FOUR_EYES_AMOUNT can demand its second approval from another member.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('queue_claims')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('queue_claims_pk', ['kind', 'item_id'])
    .execute();

  await withId(db, s.createTable('withdraw_approvals'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('withdraw_orders.id').onDelete('cascade'))
    /** Null for an operator command. */
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'varchar(64)', (c) => c.notNull())
    .addColumn('step', 'varchar(16)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('withdraw_approvals_step', ['order_id', 'step'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('withdraw_approvals').execute();
  await db.schema.dropTable('queue_claims').execute();
}

import { withId, type AnyDb } from './util';

/**
 * Dormant accounts (issue 20, the terms: 12 months without a login, a monthly dormancy fee):
 *
 * - `dormancies`: one row per stretch of inactivity, from `since` (the last login, or the registration,
 *   plus 12 months) until the player reactivates with an SMS code (`ended_at`). Unique per (account, since),
 *   so the job run twice, or on two servers, opens it once.
 * - `dormancy_fees`: the fee of each month of a dormancy (month 1 is due one month after `since`), unique per
 *   (dormancy, month), so a run after downtime charges the months missed, once each. `amount` is what was
 *   taken (at most the fee, never more than the balance: 0 on an empty wallet).
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('dormancies'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('since', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('dormancies_account_since', ['account_id', 'since'])
    .execute();

  await withId(db, s.createTable('dormancy_fees'))
    .addColumn('dormancy_id', 'integer', (c) => c.notNull().references('dormancies.id').onDelete('cascade'))
    .addColumn('month_no', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('due_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('dormancy_fees_month', ['dormancy_id', 'month_no'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('dormancy_fees').execute();
  await db.schema.dropTable('dormancies').execute();
}

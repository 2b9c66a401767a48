import { withId, type AnyDb } from './util';

/**
 * The player's gambling self-assessments (issue 20's protection section): the nine answers of the
 * Problem Gambling Severity Index (PGSI, each 0-3) as one string of digits, and their sum. Kept for
 * the player's comparison with the last time and as a marker of harm the operator can look at.
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('self_assessments'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('answers', 'varchar(9)', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('self_assessments_account').on('self_assessments').columns(['account_id', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('self_assessments').execute();
}

import type { AnyDb } from './util';

/**
 * Each player's uploads per server day (issue 17): one counter row per account and day, raised by
 * one atomic upsert before a picture is decoded (services/fund/upload-quota.ts), so parallel
 * uploads from any number of processes cannot pass the daily cap together.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('upload_quota')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    /** Server day (+08:00) as YYYY-MM-DD. */
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    /** Bytes received that day (the uploaded files as sent, before re-encoding). */
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_quota_pk', ['account_id', 'day'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('upload_quota').execute();
}

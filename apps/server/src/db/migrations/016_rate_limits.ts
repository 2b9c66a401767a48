import type { AnyDb } from './util';

/**
 * The per-address limit on the calls that guess secrets (login, registration, passwords, account
 * names) as one counter row per route and client address, shared by every server process (issue
 * 12): in process memory each of N processes behind a load balancer allowed the limit again.
 * One atomic upsert per hit (services/rate-limit-store.ts); housekeeping deletes old windows.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    /** Start of the current window, epoch milliseconds. */
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window').on('rate_limits').column('window_start').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}

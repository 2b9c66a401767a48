import { sql } from 'kysely';
import { withId, type AnyDb } from './util';

/**
 * Login lockout as one counter per account name and client address (issue 12's security review):
 * the counter is raised by one atomic upsert before the password is checked, so concurrent wrong
 * passwords cannot all slip past the check, and a stranger's failures lock only the stranger's own
 * address out of that account, never the player's. Replaces `login_failures` (one row per failure,
 * counted and written in two steps).
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('login_guards')
    .addColumn('username_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_guards_pk', ['username_key', 'address'])
    .execute();
  await s.createIndex('login_guards_window').on('login_guards').column('window_start').execute();
  await sql`drop table login_failures`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('login_guards').execute();
  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('username_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_user').on('login_failures').columns(['username_key', 'at']).execute();
}

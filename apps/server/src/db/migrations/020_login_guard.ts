import { withId, type AnyDb } from './util';

/**
 * Issue 17 (fraud and abuse), login side:
 * - `login_codes`: one-time login codes that replace the long-lived token in a login link. Only the
 *   sha-256 of a code is kept; a code belongs to the account and the session that minted it, lives
 *   60 seconds and is spent by one atomic update.
 * - `account_login_guards`: wrong passwords of an account counted from every address (the
 *   per-address lockout of 013 let 8 addresses check 40 guesses). Past the ceiling the account's
 *   logins need a captcha (and the bound phone's code) until `stepped_until`.
 * - `session_password_guards`: wrong current passwords sent through a logged-in session (password
 *   change, withdrawal-password reset, withdrawal protection off), counted per account.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('login_codes'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await s.createIndex('login_codes_expires').on('login_codes').column('expires_at').execute();
  await s
    .createTable('account_login_guards')
    .addColumn('username_key', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'varchar(32)', (c) => c.notNull())
    .addColumn('stepped_until', 'varchar(32)')
    .execute();
  await s
    .createTable('session_password_guards')
    .addColumn('account_id', 'integer', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('session_password_guards').execute();
  await db.schema.dropTable('account_login_guards').execute();
  await db.schema.dropTable('login_codes').execute();
}

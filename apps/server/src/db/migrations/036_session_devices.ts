import { withId, type AnyDb } from './util';

/**
 * Devices and sessions (issue 39):
 * - `sessions.user_agent` and `sessions.address`: what the login's request said about the browser and where it
 *   came from, so the player's sessions page names each device (sessions before this migration have neither);
 * - `login_history`: each login of an account, successful or refused (wrong password, locked, captcha asked),
 *   with how (password, phone code, LINE, login link, registration), from where and with what browser; the
 *   player sees the last 90 days. A refusal for a name no account has is not recorded (nobody to show it to).
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('sessions').addColumn('user_agent', 'varchar(255)').execute();
  await s.alterTable('sessions').addColumn('address', 'varchar(64)').execute();

  await withId(db, s.createTable('login_history'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    /** 'password' | 'phone' | 'line' | 'link' | 'register'. */
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    /** Null for a success, else the refusal's error code (012001 wrong password, 012002 locked, ...). */
    .addColumn('error_code', 'varchar(16)')
    .addColumn('address', 'varchar(64)')
    .addColumn('user_agent', 'varchar(255)')
    .execute();
  await s.createIndex('login_history_account_at').on('login_history').columns(['account_id', 'at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('login_history').execute();
  await db.schema.alterTable('sessions').dropColumn('address').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}

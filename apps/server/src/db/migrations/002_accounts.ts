import { type AnyDb, withId } from './util';

/**
 * Accounts and everything a session needs: players, sessions (hashed tokens),
 * login failures (lockout), the SMS/voice outbox, captchas, verification
 * tickets (telephone state, forgot-password, phone drafts), LINE authorisation
 * states, and the message rows the unread badge counts.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('accounts'))
    .addColumn('username', 'varchar(32)', (c) => c.notNull())
    /** Lower-case username: account names are unique whatever their case. */
    .addColumn('username_key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
    .addColumn('nickname_changed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('avatar', 'varchar(512)', (c) => c.notNull())
    .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('birthday', 'varchar(10)')
    .addColumn('real_name', 'varchar(64)')
    .addColumn('verify_id_card_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('must_verify_phone', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('country_code', 'varchar(8)')
    /** National form (no trunk 0). */
    .addColumn('telephone', 'varchar(16)')
    .addColumn('withdraw_password_hash', 'varchar(255)')
    .addColumn('auto_transfer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_name', 'varchar(32)', (c) => c.notNull().defaultTo('VIP0'))
    .addColumn('proxy_code', 'varchar(32)')
    .addColumn('inviter_code', 'varchar(32)')
    .addColumn('line_id', 'varchar(64)', (c) => c.unique())
    .addColumn('register_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_login_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('accounts_phone', ['country_code', 'telephone'])
    .execute();

  await withId(db, s.createTable('sessions'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    /** sha256 hex of the token; the token itself is never stored. */
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('device_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('revoke_reason', 'varchar(32)')
    .execute();
  await s.createIndex('sessions_account').on('sessions').column('account_id').execute();

  await withId(db, s.createTable('login_failures'))
    .addColumn('username_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('login_failures_user').on('login_failures').columns(['username_key', 'at']).execute();

  await withId(db, s.createTable('sms_outbox'))
    .addColumn('uuid', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('country_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('telephone', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(8)', (c) => c.notNull())
    .addColumn('request_type', 'integer', (c) => c.notNull())
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await s.createIndex('sms_outbox_number').on('sms_outbox').columns(['country_code', 'telephone', 'created_at']).execute();
  await s.createIndex('sms_outbox_device').on('sms_outbox').columns(['device_id', 'created_at']).execute();

  await s
    .createTable('captchas')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('answer', 'varchar(16)', (c) => c.notNull())
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await s.createIndex('captchas_device').on('captchas').columns(['device_id', 'created_at']).execute();

  await s
    .createTable('verification_tickets')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('country_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('telephone', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await s
    .createTable('line_states')
    /** The OAuth `state` of the authorisation URL. */
    .addColumn('state', 'varchar(64)', (c) => c.primaryKey())
    /** sha256 of the state token handed to the SPA once authorised. */
    .addColumn('token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('action', 'integer', (c) => c.notNull())
    .addColumn('redirect_url', 'varchar(512)', (c) => c.notNull())
    .addColumn('telephone_state_hash', 'varchar(64)')
    .addColumn('line_id', 'varchar(64)')
    .addColumn('display_name', 'varchar(64)')
    .addColumn('picture_url', 'varchar(512)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('authorised_at', 'varchar(32)')
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await withId(db, s.createTable('messages'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    /** sysNotice, transNotice, letter or opNotice. */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('slug', 'varchar(64)')
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('messages_account_slug', ['account_id', 'slug'])
    .execute();
  await s.createIndex('messages_unread').on('messages').columns(['account_id', 'is_read']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['messages', 'line_states', 'verification_tickets', 'captchas', 'sms_outbox', 'login_failures', 'sessions', 'accounts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

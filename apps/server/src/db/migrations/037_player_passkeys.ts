import { withId, type AnyDb } from './util';

/**
 * Players' passkeys (issue 39, WebAuthn through @simplewebauthn/server; services/accounts/passkeys.ts):
 * - `player_passkeys`: each registered credential (its id as base64url, the COSE public key as base64url, the
 *   signature counter, the transports the browser named, the player's name for it, when added and last used);
 * - `passkey_challenges`: single-use challenges, bound to the account (registration, confirming a removal) or to
 *   a login attempt (its opaque id), expiring in 5 minutes and deleted by the answer that uses them, so an
 *   assertion sent twice finds no challenge the second time.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('player_passkeys'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('credential_id', 'varchar(512)', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    /** JSON array of AuthenticatorTransport ('internal', 'hybrid', 'usb', ...). */
    .addColumn('transports', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await s.createIndex('player_passkeys_account').on('player_passkeys').column('account_id').execute();

  await withId(db, s.createTable('passkey_challenges'))
    /** 'register' | 'login' | 'confirm'. */
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('challenge', 'varchar(128)', (c) => c.notNull().unique())
    /** The account a registration or confirmation is for; null for a login. */
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    /** A login attempt's opaque id (the client sends it back with the assertion); null otherwise. */
    .addColumn('attempt', 'varchar(64)')
    /** The relying party id and origins the options were made for (JSON array). */
    .addColumn('rp_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('origins', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('passkey_challenges_expires').on('passkey_challenges').column('expires_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('player_passkeys').execute();
}

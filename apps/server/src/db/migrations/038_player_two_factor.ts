import { withId, type AnyDb } from './util';

/**
 * Two-factor login by an authenticator app for players (issue 39):
 * - player_two_factor: one row per player who began an enrolment: the RFC 6238 secret sealed at rest as the
 *   staff's are (services/staff/seal.ts, AES-256-GCM), `pending` until a code confirms it, `enabled_at` once on,
 *   the last time step a code was accepted for (a code is accepted once within its window, never twice), and the
 *   wrong-code count with its locks (the withdrawal password's ladder: 15 minutes, 1 hour, 24 hours);
 * - player_recovery_codes: ten single-use codes per enrolment, only their sha256 kept;
 * - two_factor_tickets: the login step's ticket between a right password and the code (5 minutes, sha256 kept).
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await s
    .createTable('player_two_factor')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('secret', 'varchar(255)', (c) => c.notNull())
    /** 1 while the secret waits for its confirming code. */
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('enabled_at', 'varchar(32)')
    .addColumn('last_step', 'bigint')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_locked_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db, s.createTable('player_recovery_codes'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await s.createIndex('player_recovery_codes_account').on('player_recovery_codes').column('account_id').execute();

  await s
    .createTable('two_factor_tickets')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    /** The login method the password step was (login_history's method). */
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await s.createIndex('two_factor_tickets_account').on('two_factor_tickets').column('account_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('two_factor_tickets').execute();
  await db.schema.dropTable('player_recovery_codes').execute();
  await db.schema.dropTable('player_two_factor').execute();
}

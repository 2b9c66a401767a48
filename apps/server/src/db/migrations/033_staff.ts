import { sql } from 'kysely';
import { isPostgres, withId, type AnyDb } from './util';

/**
 * The back office's foundation (issue 37, part 1):
 * - staff: a member (not an `accounts` row: staff never play), the password hashed as players' are, roles as a
 *   comma list of STAFF_ROLES, the disabled flag, and the two-factor secret sealed (services/staff/seal.ts:
 *   AES-256-GCM under STAFF_SECRET_KEY) with the last time step a code was accepted for (a code works once);
 * - staff_sessions: a login ticket (stage 'ticket', between the password and the code, 5 minutes) or a session
 *   (stage 'session': idle 15 minutes, at most 8 hours), only the token's sha256 kept;
 * - staff_recovery_codes: ten single-use codes per member, only their sha256 kept;
 * - staff_guards: wrong passwords and codes per member and the locks they cause (the withdrawal password's ladder);
 * - audit_log: who, when, from where, what, on what, and the values before and after, append-only in the database
 *   itself: an UPDATE, DELETE (or on PostgreSQL TRUNCATE) through any connection is refused by a trigger.
 */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;
  await withId(db, s.createTable('staff'))
    .addColumn('name', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('roles', 'varchar(128)', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('totp_secret', 'varchar(255)')
    /** A secret handed out by enrolment, not yet confirmed with a code. */
    .addColumn('totp_pending', 'varchar(255)')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_login_at', 'varchar(32)')
    .execute();

  await withId(db, s.createTable('staff_sessions'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('stage', 'varchar(8)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('revoke_reason', 'varchar(32)')
    .execute();
  await s.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  await withId(db, s.createTable('staff_recovery_codes'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await s.createIndex('staff_recovery_codes_staff').on('staff_recovery_codes').column('staff_id').execute();

  await s
    .createTable('staff_guards')
    .addColumn('staff_id', 'integer', (c) => c.primaryKey().references('staff.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_locked_at', 'varchar(32)')
    .execute();

  await withId(db, s.createTable('audit_log'))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    /** Null for an operator command (actor 'ops'); no foreign key: the log outlives what it names. */
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'varchar(64)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)')
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject_type', 'varchar(32)')
    .addColumn('subject_id', 'varchar(64)')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await s.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await s.createIndex('audit_log_staff').on('audit_log').columns(['staff_id', 'at']).execute();
  await s.createIndex('audit_log_subject').on('audit_log').columns(['subject_id', 'at']).execute();

  if (isPostgres(db)) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only (%)', tg_op using errcode = 'insufficient_privilege'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'audit_log is append-only (UPDATE)'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'audit_log is append-only (DELETE)'); end`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (isPostgres(db)) await sql`drop function audit_log_append_only()`.execute(db);
  await db.schema.dropTable('staff_guards').execute();
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff').execute();
}

import type { Generated } from 'kysely';

/** Tables of the back office's staff and the audit log (migration 033; issue 37). Times ISO-8601 UTC text, flags 0/1. */
export interface StaffTable {
  id: Generated<number>;
  name: string;
  password_hash: string;
  /** Comma list of STAFF_ROLES. */
  roles: string;
  disabled: number;
  /** The two-factor secret, sealed (services/staff/seal.ts); null until enrolled. */
  totp_secret: string | null;
  totp_pending: string | null;
  /** The time step (30 s) of the last accepted code: a code of that step or before is refused (replay). */
  totp_last_step: number | string | null;
  created_at: string;
  /** 'ops' or 'staff:<id>'. */
  created_by: string;
  last_login_at: string | null;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  /** 'ticket' (password checked, code not yet) or 'session'. */
  stage: 'ticket' | 'session';
  address: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoke_reason: string | null;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface StaffGuardsTable {
  staff_id: number;
  failures: number;
  locks: number;
  locked_until: string | null;
  last_locked_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  actor: string;
  address: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  before_json: string | null;
  after_json: string | null;
}

export interface StaffTables {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_guards: StaffGuardsTable;
  audit_log: AuditLogTable;
}

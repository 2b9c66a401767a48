import type { Generated } from 'kysely';

/** Tables of issue 39's two-factor login for players (migration 038). Times are ISO-8601 UTC text. */

export interface PlayerTwoFactorTable {
  account_id: number;
  /** Sealed (services/staff/seal.ts). */
  secret: string;
  pending: number;
  enabled_at: string | null;
  last_step: number | string | null;
  failures: number;
  locks: number;
  locked_until: string | null;
  last_locked_at: string | null;
  created_at: string;
}

export interface PlayerRecoveryCodesTable {
  id: Generated<number>;
  account_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface TwoFactorTicketsTable {
  token_hash: string;
  account_id: number;
  method: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface TwoFactorTables {
  player_two_factor: PlayerTwoFactorTable;
  player_recovery_codes: PlayerRecoveryCodesTable;
  two_factor_tickets: TwoFactorTicketsTable;
}

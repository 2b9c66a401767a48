import type { Generated } from 'kysely';

/** Issue 20: a loss limit (kind loss, NTD minor units) or the session time limit (kind session, minutes); migration 024. */
export interface PlayLimitsTable {
  account_id: number;
  kind: string;
  period: string;
  amount: number;
  pending_amount: number | null;
  pending_effective_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PlayLimitHistoryTable {
  id: Generated<number>;
  account_id: number;
  kind: string;
  period: string;
  action: string;
  old_amount: number | null;
  new_amount: number | null;
  effective_at: string;
  created_at: string;
}

/** A play session: from a launch or bet after 30 idle minutes, while launches or bets keep coming. */
export interface PlayPeriodsTable {
  id: Generated<number>;
  account_id: number;
  started_at: string;
  last_activity_at: string;
  acknowledged_at: string | null;
}

export interface RealityChecksTable {
  account_id: number;
  interval_minutes: number;
  updated_at: string;
}

export interface ProtectionPlayTables {
  play_limits: PlayLimitsTable;
  play_limit_history: PlayLimitHistoryTable;
  play_periods: PlayPeriodsTable;
  reality_checks: RealityChecksTable;
}

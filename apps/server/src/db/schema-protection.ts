import type { Generated } from 'kysely';

/** Issue 20: a player's deposit limit per period (migration 022_deposit_limits). Amounts in NTD minor units. */
export interface DepositLimitsTable {
  account_id: number;
  period: string;
  amount: number;
  /** The increased limit waiting out the cooling period; null with a pending time = removal. */
  pending_amount: number | null;
  /** When the pending change takes effect; null = nothing pending. */
  pending_effective_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DepositLimitHistoryTable {
  id: Generated<number>;
  account_id: number;
  period: string;
  action: string;
  old_amount: number | null;
  new_amount: number | null;
  effective_at: string;
  created_at: string;
}

/** A PGSI self-assessment (migration 023_self_assessments): nine answer digits (0-3) and their sum. */
export interface SelfAssessmentsTable {
  id: Generated<number>;
  account_id: number;
  answers: string;
  score: number;
  created_at: string;
}

export interface ProtectionTables {
  deposit_limits: DepositLimitsTable;
  deposit_limit_history: DepositLimitHistoryTable;
  self_assessments: SelfAssessmentsTable;
}

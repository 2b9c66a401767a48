import type { Generated } from 'kysely';

/** Tables of the agent backend (migrations 029, 030; issue 21). Times ISO-8601 UTC text, money minor units, flags 0/1. */
export interface AgentsTable {
  id: Generated<number>;
  account_id: number;
  proxy_code: string;
  /** AGENT_TIERS: partner, senior, vip, exclusive, diamond. */
  tier: string;
  created_at: string;
  /** The last instant of the new agent's 3-month support window. */
  support_until: string;
}

export interface AgentTierReviewsTable {
  id: Generated<number>;
  agent_id: number;
  /** '2026-Q3'. */
  quarter: string;
  from_tier: string;
  to_tier: string;
  quarter_average: number;
  decided_at: string;
}

export interface AgentStatementsTable {
  id: Generated<number>;
  agent_id: number;
  /** 'YYYY-MM' (+08:00). */
  month: string;
  tier: string;
  /** Commission rate in basis points (2500 = 25%). */
  rate_bp: number;
  active_members: number;
  meets_minimum: number;
  in_support: number;
  deposits: number;
  turnover: number;
  net_result: number;
  commission: number;
  /** 'pending' | 'approved' | 'paid'. */
  status: string;
  computed_at: string;
  approved_at: string | null;
  paid_at: string | null;
}

export interface AgentStatementMembersTable {
  statement_id: number;
  member_id: number;
  /** Masked when frozen (ab***9). */
  account: string;
  deposit_count: number;
  deposits: number;
  turnover: number;
  net_result: number;
  active: number;
}

export interface AgentJobRunsTable {
  /** 'settle' (month-end, period 'YYYY-MM') or 'review' (quarterly, period 'YYYY-Qn'). */
  job: string;
  period: string;
  done: number;
  started_at: string;
  finished_at: string | null;
}

export interface AgentTables {
  agents: AgentsTable;
  agent_tier_reviews: AgentTierReviewsTable;
  agent_statements: AgentStatementsTable;
  agent_statement_members: AgentStatementMembersTable;
  agent_job_runs: AgentJobRunsTable;
}

import type { Generated } from 'kysely';

/** Letters to many players (migration 041) and agents' commission approvals (migration 042), issue 38. */
export interface LetterCampaignsTable {
  id: Generated<number>;
  title: string;
  /** Sanitised operator HTML. */
  html: string;
  /** The contract's LetterSegment as JSON. */
  segment_json: string;
  /** scheduled, sending, sent, cancelled. */
  status: string;
  send_at: string;
  total: number;
  sent: number;
  staff_id: number | null;
  created_by: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface LetterCampaignRecipientsTable {
  campaign_id: number;
  account_id: number;
  letter_id: number | null;
}

export interface AgentStatementApprovalsTable {
  statement_id: number;
  staff_id: number;
  staff_name: string;
  at: string;
}

export interface OutreachTables {
  letter_campaigns: LetterCampaignsTable;
  letter_campaign_recipients: LetterCampaignRecipientsTable;
  agent_statement_approvals: AgentStatementApprovalsTable;
}

// Joined to the Database and agent_statements types by interface merging, so schema.ts and schema-agent.ts (shared
// and other areas' files) stay as they are.
declare module './schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends OutreachTables {}
}
declare module './schema-agent' {
  interface AgentStatementsTable {
    /** The member who paid it (never one who approved it); null when unpaid or paid by an ops command. */
    paid_by: string | null;
  }
}

import type { Generated } from 'kysely';

/** Tables of the back office's queues (migration 034; issue 37). Times ISO-8601 UTC text. */
export interface QueueClaimsTable {
  /** deposit | withdraw | card | idcard (the contract's STAFF_QUEUE_KINDS). */
  kind: string;
  /** The order number (deposit, withdraw) or the row id (card, idcard). */
  item_id: string;
  staff_id: number;
  claimed_at: string;
  expires_at: string;
}

export interface WithdrawApprovalsTable {
  id: Generated<number>;
  order_id: number;
  staff_id: number | null;
  /** 'staff:<name>' or 'ops'. */
  actor: string;
  /** The status the approval moved the order out of (processing, reviewing). */
  step: string;
  at: string;
}

export interface StaffQueueTables {
  queue_claims: QueueClaimsTable;
  withdraw_approvals: WithdrawApprovalsTable;
}

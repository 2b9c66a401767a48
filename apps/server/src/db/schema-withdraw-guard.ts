/** Tables of issue 17's withdrawal guard (migration 017). Times are ISO-8601 UTC text. */

export interface WithdrawGuardsTable {
  account_id: number;
  failures: number;
  pending: number;
  locks: number;
  locked_until: string | null;
  last_locked_at: string | null;
  updated_at: string;
}

export interface DestinationHoldsTable {
  kind: 'card' | 'address';
  ref_id: number;
  account_id: number;
  usable_from: string;
}

export interface WithdrawGuardTables {
  withdraw_guards: WithdrawGuardsTable;
  destination_holds: DestinationHoldsTable;
}

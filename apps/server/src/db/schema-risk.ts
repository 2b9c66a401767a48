import type { Generated } from 'kysely';

/** Tables of issue 17's multi-account part (migration 019_account_links). Times are ISO-8601 UTC text. */

/** A device id, client address or phone an account was seen with (registration, login). */
export interface AccountSightingsTable {
  account_id: number;
  kind: string;
  value: string;
  source: string;
  first_seen: string;
  last_seen: string;
}

/** Registrations per device id (kind 'device') or client address (kind 'address'). */
export interface RegistrationCountsTable {
  kind: string;
  value: string;
  total: number;
  recent: number;
  /** Epoch milliseconds. */
  window_start: number;
}

/** A bonus or reward withheld because the account is linked to another. */
export interface RiskRefusalsTable {
  id: Generated<number>;
  account_id: number;
  kind: string;
  reference: string;
  linked_account_id: number;
  links: string;
  created_at: string;
  /** Migration 035 (issue 38): withheld | released | confirmed, who decided, when, why, and what a release credited. */
  status: Generated<string>;
  decided_by: string | null;
  decided_at: string | null;
  decision_reason: string | null;
  credited: number | null;
}

export interface RiskTables {
  account_sightings: AccountSightingsTable;
  registration_counts: RegistrationCountsTable;
  risk_refusals: RiskRefusalsTable;
}

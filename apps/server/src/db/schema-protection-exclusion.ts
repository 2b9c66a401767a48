import type { Generated } from 'kysely';

/** Issue 20: a time-out or self-exclusion (migration 025_protection_breaks). */
export interface ProtectionBreaksTable {
  id: Generated<number>;
  account_id: number;
  kind: string;
  period: string;
  started_at: string;
  until: string;
  ended_at: string | null;
  /** replaced | operator; null while running or when it ran out by its date. */
  ended_by: string | null;
}

/** The deposit-limit offer after registration, answered once (migration 025_protection_breaks). */
export interface ProtectionOffersTable {
  account_id: number;
  answer: string;
  answered_at: string;
}

export interface ProtectionExclusionTables {
  protection_breaks: ProtectionBreaksTable;
  protection_offers: ProtectionOffersTable;
}

import type { Generated } from 'kysely';

/** A part of a withdrawal paid out on its own (migration 026_withdraw_terms): at most 100,000, minor units. */
export interface WithdrawPartsTable {
  id: Generated<number>;
  order_id: number;
  seq: number;
  amount: number;
  created_at: string;
}

/** The fee charged on a withdrawal to a destination other than the first bound one (minor units). */
export interface WithdrawFeesTable {
  order_id: number;
  amount: number;
  created_at: string;
}

/** Rows locked on PostgreSQL before checking a site-wide figure ('siteWithdrawals'). */
export interface TermsLocksTable {
  name: string;
}

export interface TermsTables {
  withdraw_parts: WithdrawPartsTable;
  withdraw_fees: WithdrawFeesTable;
  terms_locks: TermsLocksTable;
}

/** A stretch of dormancy (migration 027_dormancy): from `since` until reactivated (`ended_at`). */
export interface DormanciesTable {
  id: Generated<number>;
  account_id: number;
  since: string;
  ended_at: string | null;
  created_at: string;
}

/** The fee of one month of a dormancy, as taken (minor units, at most the balance). */
export interface DormancyFeesTable {
  id: Generated<number>;
  dormancy_id: number;
  month_no: number;
  amount: number;
  due_at: string;
  created_at: string;
}

export interface DormancyTables {
  dormancies: DormanciesTable;
  dormancy_fees: DormancyFeesTable;
}

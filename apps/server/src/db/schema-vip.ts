import type { Generated } from 'kysely';

/**
 * Tables of the VIP issue (migration 007). Money is integer minor units,
 * points whole numbers, times ISO-8601 UTC text, days YYYY-MM-DD (+08:00).
 */

/** One level of the one VIP config; id is the level number (0..11, 999). */
export interface VipLevelsTable {
  id: number;
  name: string;
  /** Requirements in NTD minor units. */
  recharge_total: number;
  bet_total: number;
  retention_days: number;
  birthday_gift: number;
  festival_gift: number;
  level_gift: number;
  red_envelop: number;
  withdraw_count: number;
  withdraw_amount: number;
  /** JSON string[] of deposit channel codes. */
  deposit_channels: string;
}

export interface VipGameRebatesTable {
  level: number;
  game_type: number;
  /** Hundredths of a percent (80 = 0.80 %). */
  rate_bp: number;
}

export interface VipPointRatiosTable {
  currency: string;
  points: number;
  amount: number;
}

export interface VipCouponsTable {
  id: Generated<number>;
  account_id: number;
  type: string;
  grant_key: string;
  texts: string;
  points: number;
  original_points: number;
  status: string;
  issued_at: string;
  expires_at: string;
  updated_at: string;
}

export interface VipCouponRecordsTable {
  id: Generated<number>;
  account_id: number;
  kind: string;
  coupon_id: number | null;
  coupon_type: string | null;
  texts: string;
  points: number;
  amount: number | null;
  currency: string | null;
  reference: string;
  created_at: string;
}

export interface VipRebatesTable {
  account_id: number;
  day: string;
  currency: string;
  level: number;
  valid_bet: number;
  amount: number;
  created_at: string;
}

export interface VipJobRunsTable {
  day: string;
  done: Generated<number>;
  started_at: string;
  finished_at: string | null;
  report: string | null;
}

export interface VipTables {
  vip_levels: VipLevelsTable;
  vip_game_rebates: VipGameRebatesTable;
  vip_point_ratios: VipPointRatiosTable;
  vip_coupons: VipCouponsTable;
  vip_coupon_records: VipCouponRecordsTable;
  vip_rebates: VipRebatesTable;
  vip_job_runs: VipJobRunsTable;
}

// The two account columns of migration 007 join the accounts table's type by
// interface merging, so schema-accounts.ts (another area's file) stays as it is.
declare module './schema-accounts' {
  interface AccountsTable {
    /** The day the current VIP level (or its last retention) began; null: never changed (the register day counts). */
    vip_since: string | null;
    /** The instant the VIP totals count from (set when a level is dropped); null: since registration. */
    vip_count_from: string | null;
  }
}

/**
 * Tables of the promotions issue (migration 011). Money is integer minor
 * units, times ISO-8601 UTC text.
 */

export interface FirstRechargeJoinsTable {
  account_id: number;
  tier: string;
  platform: string;
  status: string;
  joined_at: string;
  deposit_order_no: string | null;
  deposit_amount: number | null;
  bonus: number | null;
  currency: string | null;
  settled_at: string | null;
}

export interface InviteCodesTable {
  account_id: number;
  code: string;
  created_at: string;
}

export interface InviteRewardsTable {
  friend_account_id: number;
  inviter_account_id: number;
  deposit_order_no: string;
  amount: number;
  currency: string;
  credited_at: string;
}

export interface PromotionTables {
  first_recharge_joins: FirstRechargeJoinsTable;
  invite_codes: InviteCodesTable;
  invite_rewards: InviteRewardsTable;
}

import type { Generated } from 'kysely';

/** Promotions (migration 010): categories, activities and the rewards players earned from them. */
export interface ActivityCategoriesTable {
  id: number;
  brand: string;
  /** JSON LabelSet */
  names: string;
  /** A recharge or withdrawal category (hidden when isShowRechargeAndWithdraw is false, and for frontend type 2). */
  recharge_withdraw: number;
  sort: number;
  enabled: number;
}

export interface ActivitiesTable {
  id: Generated<number>;
  brand: string;
  code: string;
  category_id: number;
  /** JSON LabelSet each */
  titles: string;
  summaries: string;
  /** JSON LabelSet of operator HTML (sanitised when served). */
  bodies: string;
  pc_link: string;
  ai_link: string;
  action_link: string;
  h5_link: string;
  need_login: number;
  recommend: number;
  /** Comma-separated currency codes; '' for every currency. */
  currencies: string;
  frontend_type: number | null;
  sort: number;
  enabled: number;
  start_time: string;
  end_time: string | null;
  display_start_time: string;
  display_end_time: string;
  /** The promotion's own wagering multiple for its rewards; null: the default (migration 018). */
  wagering_multiple: number | null;
  /** Promotions in the back office (migration 039): PROMOTION_KINDS; eligibility and reward as JSON (contract staff-promotions.ts). */
  kind: Generated<string>;
  eligibility: Generated<string>;
  reward: Generated<string>;
  /** Minor units the rewards may add up to; null: no cap. */
  budget_cap: number | null;
  /** Rewards one player may earn; null: no limit. */
  per_player_limit: number | null;
  /** When marketing ended it early; null otherwise. */
  ended_at: string | null;
}

export interface ActivityRewardsTable {
  id: Generated<number>;
  account_id: number;
  activity_code: string;
  /** JSON LabelSet: the activity's title when earned. */
  titles: string;
  currency: string;
  /** Minor units. */
  amount: number;
  /** unclaimed | claimed */
  state: string;
  earned_at: string;
  expires_at: string | null;
  claimed_at: string | null;
  reference: string;
  /** The promotion's multiple when earned; null: the default (migration 018). */
  wagering_multiple: number | null;
}

export interface ActivityTables {
  activity_categories: ActivityCategoriesTable;
  activities: ActivitiesTable;
  activity_rewards: ActivityRewardsTable;
}

import type { Generated } from 'kysely';

/** Tables of the games and wallet issue (migration 003). Money is integer minor units; times ISO-8601 UTC text. */
export interface GamesTable {
  id: Generated<number>;
  game_code: string;
  game_type: number;
  channel_code: string;
  /** JSON LabelSet. */
  names: string;
  search_text: string;
  /** 0 hidden, 1 open, 2 maintenance. */
  status: number;
  is_testing: number;
  is_hot: number;
  hot_level: number | null;
  is_sub_game_open: number;
  sort: number;
  maintain_start_time: string | null;
  maintain_end_time: string | null;
}

export interface SubGamesTable {
  id: Generated<number>;
  sub_game_code: string;
  game_id: number;
  names: string;
  search_text: string;
  sub_type: string;
  properties: string;
  status: number;
  sort: number;
}

export interface GameFavoritesTable {
  account_id: number;
  game_id: number;
  created_at: string;
}

export interface SubGameFavoritesTable {
  account_id: number;
  sub_game_id: number;
  created_at: string;
}

export interface UsualGamesTable {
  account_id: number;
  game_id: number;
  plays: number;
  last_played_at: string;
}

export interface ActionThrottlesTable {
  account_id: number;
  action: string;
  last_at: number;
}

export interface WalletAccountsTable {
  id: Generated<number>;
  account_id: number;
  currency: string;
  kind: string;
  balance: number;
  updated_at: string;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  wallet_account_id: number;
  amount: number;
  balance_after: number;
  kind: string;
  reference: string;
  idempotency_key: string | null;
  created_at: string;
}

export interface WalletTransfersTable {
  id: Generated<number>;
  order_no: string;
  account_id: number;
  currency: string;
  from_kind: string;
  to_kind: string;
  debited: number;
  credited: number;
  reason: string;
  created_at: string;
}

export interface IdempotencyKeysTable {
  account_id: number;
  key: string;
  scope: string;
  request_hash: string;
  response: string | null;
  created_at: string;
}

export interface WalletCurrencySettingsTable {
  account_id: number;
  currency: string;
  enabled: number;
}

export interface FundGatesTable {
  account_id: number;
  currency: string;
  recharge_limit_level: number;
  recharge_limit_until: string | null;
  withdraw_open: number;
  withdraw_lock: number;
}

export interface LaunchTokensTable {
  token_hash: string;
  account_id: number;
  game_id: number;
  sub_game_code: string | null;
  currency: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The login session that asked for the launch (null on rows from before migration 014). */
  session_id: number | null;
}

export interface PlaySessionsTable {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  game_id: number;
  sub_game_code: string | null;
  currency: string;
  seed: string;
  rounds: number;
  created_at: string;
  expires_at: string;
  /** The login session behind the game window: when it ends, so does this (null before migration 014). */
  session_id: number | null;
}

export interface BetRecordsTable {
  id: Generated<number>;
  order_no: string;
  account_id: number;
  game_id: number;
  game_code: string;
  game_type: number;
  channel_code: string;
  sub_game_code: string | null;
  currency: string;
  main_per_unit: number;
  content: string;
  play_session_id: number | null;
  round: number | null;
  bet_time: string;
  payout_time: string | null;
  total_bet: number;
  valid_bet: number;
  profit: number;
  refund: number;
  expected_profit: number;
  expected_return: number;
  settle_status: string;
  result: string | null;
  /** Decimal odds (stake included) for the qualifying-odds rule; null for games without odds (migration 018). */
  odds: number | null;
}

export interface GameTables {
  games: GamesTable;
  sub_games: SubGamesTable;
  game_favorites: GameFavoritesTable;
  sub_game_favorites: SubGameFavoritesTable;
  usual_games: UsualGamesTable;
  action_throttles: ActionThrottlesTable;
  wallet_accounts: WalletAccountsTable;
  ledger_entries: LedgerEntriesTable;
  wallet_transfers: WalletTransfersTable;
  idempotency_keys: IdempotencyKeysTable;
  wallet_currency_settings: WalletCurrencySettingsTable;
  fund_gates: FundGatesTable;
  launch_tokens: LaunchTokensTable;
  play_sessions: PlaySessionsTable;
  bet_records: BetRecordsTable;
}

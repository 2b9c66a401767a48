import type { Generated } from 'kysely';

/** Tables of the cashier (migration 006). Money is integer minor units; times ISO-8601 UTC text. */
export interface BanksTable {
  code: string;
  names: string;
  sort: number;
}

export interface UploadsTable {
  id: string;
  account_id: number;
  purpose: string;
  mime: string;
  size: number;
  sha256: string;
  path: string;
  created_at: string;
}

export interface BankCardsTable {
  id: Generated<number>;
  account_id: number;
  bank_code: string;
  branch: string;
  card_no: string;
  id_front_file: string;
  id_back_file: string;
  cover_file: string;
  status: string;
  reason: Generated<string>;
  created_at: string;
  reviewed_at: string | null;
}

export interface WalletAddressesTable {
  id: Generated<number>;
  account_id: number;
  network: string;
  address: string;
  name: string;
  created_at: string;
}

export interface DepositChannelsTable {
  code: string;
  method: string;
  names: string;
  currency: string;
  min_amount: number;
  max_amount: number;
  min_vip_level: number;
  enabled: number;
  sort: number;
}

export interface DepositOrdersTable {
  id: Generated<number>;
  order_no: string;
  account_id: number;
  channel_code: string;
  method: string;
  currency: string;
  amount: number;
  status: string;
  card_id: number | null;
  from_card: string | null;
  tx_hash: string | null;
  payment_code: string | null;
  receiving: string;
  reason: Generated<string>;
  created_at: string;
  expires_at: string;
  updated_at: string;
  settled_at: string | null;
  /** Migration 031 (issue 33): what the order counts in NTD minor units, and the USDT rate it used (null: no USDT). */
  ntd_amount: number | null;
  usdt_rate: string | null;
}

export interface WithdrawOrdersTable {
  id: Generated<number>;
  order_no: string;
  account_id: number;
  method: string;
  currency: string;
  amount: number;
  usdt_amount: string | null;
  card_id: number | null;
  address_id: number | null;
  destination: string;
  status: string;
  reason: Generated<string>;
  created_at: string;
  updated_at: string;
  /** Migration 031 (issue 33): what the order counts in NTD minor units, and the USDT rate it used (null: no USDT). */
  ntd_amount: number | null;
  usdt_rate: string | null;
  /** The Asia/Taipei day (YYYY-MM-DD) whose site-wide capacity the withdrawal uses; null while it waits in the queue. */
  payout_day: string | null;
}

export interface FundSuspensionsTable {
  id: Generated<number>;
  account_id: number;
  action: string;
  until: string;
  source: string;
  created_at: string;
}

export interface FundTables {
  banks: BanksTable;
  uploads: UploadsTable;
  bank_cards: BankCardsTable;
  wallet_addresses: WalletAddressesTable;
  deposit_channels: DepositChannelsTable;
  deposit_orders: DepositOrdersTable;
  withdraw_orders: WithdrawOrdersTable;
  fund_suspensions: FundSuspensionsTable;
}

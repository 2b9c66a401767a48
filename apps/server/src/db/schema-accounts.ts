import type { Generated } from 'kysely';

/** Tables of the accounts issue (migration 002). Times are ISO-8601 UTC text, flags 0/1. */
export interface AccountsTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  password_hash: string;
  nickname: string;
  nickname_changed: Generated<number>;
  avatar: string;
  gender: Generated<number>;
  birthday: string | null;
  real_name: string | null;
  verify_id_card_status: Generated<number>;
  language: string;
  currency: string;
  /** 1 player (frontend type 1), 2 agent-side player (frontend type 2). */
  user_type: Generated<number>;
  /** 'active' or 'blocked'. */
  status: Generated<string>;
  must_verify_phone: Generated<number>;
  country_code: string | null;
  telephone: string | null;
  withdraw_password_hash: string | null;
  auto_transfer: Generated<number>;
  vip_name: Generated<string>;
  proxy_code: string | null;
  inviter_code: string | null;
  line_id: string | null;
  register_date: string;
  last_login_at: string | null;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  device_id: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoke_reason: string | null;
  /** 'player' or 'agent' (migration 029): the endpoints it opens. */
  kind: Generated<string>;
  /** Migration 036 (issue 39): the login request's User-Agent and client address; null before it. */
  user_agent: Generated<string | null>;
  address: Generated<string | null>;
}

/** Each login of an account, successful or refused (migration 036, issue 39). */
export interface LoginHistoryTable {
  id: Generated<number>;
  account_id: number;
  at: string;
  method: string;
  error_code: string | null;
  address: string | null;
  user_agent: string | null;
}

/** Wrong passwords per account name and client address within the current lockout window. */
export interface LoginGuardsTable {
  username_key: string;
  address: string;
  failures: number;
  window_start: string;
}

/** Hits per route and client address in the current window of the shared rate limit (services/rate-limit-store.ts). */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds. */
  window_start: number;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  uuid: string;
  /** 'sms' or 'voice'. */
  channel: string;
  country_code: string;
  telephone: string;
  code: string;
  request_type: number;
  device_id: string;
  /** The client address (null on rows from before migration 015). */
  address: string | null;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CaptchasTable {
  id: string;
  /** 'graphic' or 'slider'. */
  kind: string;
  answer: string;
  device_id: string;
  /** The client address (null on rows from before migration 015). */
  address: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface VerificationTicketsTable {
  token_hash: string;
  /** telephoneState, phoneDraft, forgot or verifyPhone. */
  kind: string;
  account_id: number | null;
  country_code: string;
  telephone: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LineStatesTable {
  state: string;
  token_hash: string | null;
  action: number;
  redirect_url: string;
  telephone_state_hash: string | null;
  line_id: string | null;
  display_name: string | null;
  picture_url: string | null;
  created_at: string;
  expires_at: string;
  authorised_at: string | null;
  used_at: string | null;
}

export interface MessagesTable {
  id: Generated<number>;
  account_id: number;
  kind: string;
  slug: string | null;
  title: string;
  body: string;
  is_read: Generated<number>;
  created_at: string;
  /** Migration 006: JSON {"TW":{"title","body"},"EN":..,"TH":..}; null for single-language rows. */
  texts: string | null;
}

export interface AccountTables {
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_history: LoginHistoryTable;
  login_guards: LoginGuardsTable;
  rate_limits: RateLimitsTable;
  sms_outbox: SmsOutboxTable;
  captchas: CaptchasTable;
  verification_tickets: VerificationTicketsTable;
  line_states: LineStatesTable;
  messages: MessagesTable;
}

import type { Generated } from 'kysely';

/** Login codes and account-wide password guards (migration 020_login_guard, issue 17). */
export interface LoginCodesTable {
  id: Generated<number>;
  /** sha-256 hex of the code; the code itself is only ever in the link. */
  code_hash: string;
  account_id: number;
  /** The session that minted the code: the code dies with it. */
  session_id: number;
  /** What the code is for ('login': a login link). */
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AccountLoginGuardsTable {
  username_key: string;
  /** Password checks of the current window not (yet) answered by a success. */
  failures: number;
  window_start: string;
  /** Until then every login of the account needs a captcha and, with a bound phone, its code. */
  stepped_until: string | null;
}

export interface SessionPasswordGuardsTable {
  account_id: number;
  failures: number;
  window_start: string;
}

export interface LoginGuardTables {
  login_codes: LoginCodesTable;
  account_login_guards: AccountLoginGuardsTable;
  session_password_guards: SessionPasswordGuardsTable;
}

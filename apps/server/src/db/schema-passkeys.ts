import type { Generated } from 'kysely';

/** A player's registered passkey (issue 39, migration 037). */
export interface PlayerPasskeysTable {
  id: Generated<number>;
  account_id: number;
  /** The credential id, base64url. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (bigint: a string from PostgreSQL). */
  counter: number | string;
  /** JSON array of transports. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A single-use WebAuthn challenge (5 minutes; deleted when used). */
export interface PasskeyChallengesTable {
  id: Generated<number>;
  purpose: 'register' | 'login' | 'confirm';
  challenge: string;
  account_id: number | null;
  attempt: string | null;
  rp_id: string;
  /** JSON array of origins. */
  origins: string;
  expires_at: string;
}

export interface PasskeyTables {
  player_passkeys: PlayerPasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}

import type { Generated } from 'kysely';

/**
 * Tables of the my-account issue (migration 008): ID verifications, delivery
 * addresses, the devices each account has logged in from (SMS login
 * verification), and three columns on accounts. Times are ISO-8601 UTC text,
 * flags 0/1.
 */

/** One row per submission; the newest row of an account is its current state. */
export interface IdVerificationsTable {
  id: Generated<number>;
  account_id: number;
  real_name: string;
  /** Stored whole (upper case) for the review and the one-account-per-ID check; every reply masks it and it is never logged. */
  id_number: string;
  /** Upload ids; null only for a verification recorded without photos (demo data). */
  front_file: string | null;
  back_file: string | null;
  /** SPEC 3 verifyIdCardStatus: 1 verifying, 2 success, 3 failure. */
  status: number;
  reason: string | null;
  submitted_at: string;
  reviewed_at: string | null;
}

export interface DeliveryAddressesTable {
  id: Generated<number>;
  account_id: number;
  receiver: string;
  address: string;
  is_default: number;
  created_at: string;
  updated_at: string;
}

/** Devices (sha-256 of the device-id header) an account has logged in from. */
export interface KnownDevicesTable {
  account_id: number;
  device_hash: string;
  first_seen_at: string;
  last_seen_at: string;
}

export interface AccountExtraTables {
  id_verifications: IdVerificationsTable;
  delivery_addresses: DeliveryAddressesTable;
  known_devices: KnownDevicesTable;
}

// The three account columns of migration 008 join the accounts table's type by
// interface merging, so schema-accounts.ts (another area's file) stays as it is.
declare module './schema-accounts' {
  interface AccountsTable {
    /** Withdrawal protection: the withdrawal password is reset only by phone code. */
    withdraw_protect: Generated<number>;
    /** SMS login verification on devices never seen. */
    sms_verify: Generated<number>;
    /** When step 1 of a phone change (old number proved) happened; null when none is under way. */
    phone_change_started_at: string | null;
  }
}

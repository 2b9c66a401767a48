import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { SUCCESS_CODE } from '@site/contract';
import type { TestServer } from '../test/harness';

/**
 * Helpers of the fuzzer and the authorization matrix: a cheap digest of the
 * money and content tables (sessions, throttles, captchas, outbox, login
 * guards and rate-limit counters are left out: a refused call may count an
 * attempt there) and the
 * failure-envelope check.
 */

/** Tables whose every row is digested: small in a test database, and a status change counts. */
const DIGESTED_TABLES = [
  'accounts',
  'wallet_accounts',
  'wallet_transfers',
  'withdraw_orders',
  'deposit_orders',
  'letters',
  'letter_messages',
  'letter_attachments',
  'feedback',
  'delivery_addresses',
  'bank_cards',
  'wallet_addresses',
  'uploads',
  'id_verifications',
  'activity_rewards',
  'vip_coupons',
  'vip_coupon_records',
  'first_recharge_joins',
  'game_favorites',
  'sub_game_favorites',
  'wallet_currency_settings',
  'bet_records',
  'agents',
  'agent_statements',
  'agent_statement_members',
  'staff',
  'staff_recovery_codes',
  'audit_log',
] as const;

/** A digest of the money and content tables plus the ledger's count and sum. */
export async function writeDigest(server: TestServer): Promise<string> {
  const db = server.app.site.db;
  const hash = createHash('sha1');
  for (const table of DIGESTED_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const lines = rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).sort();
    hash.update(`${table}:${lines.length}\n${lines.join('\n')}\n`);
  }
  const { rows } = await sql<{ n: number | string; s: number | string | null; m: number | string | null }>`select count(*) as n, sum(amount) as s, max(id) as m from ledger_entries`.execute(db);
  hash.update(`ledger:${JSON.stringify(rows[0])}`);
  return hash.digest('hex');
}

export interface Reply {
  status: number;
  text: string;
  json: unknown;
}

/** Why a non-2xx reply is not a failure envelope `{code: 6 digits, msg, data}`, or undefined when it is one. */
export function envelopeProblem(res: Reply): string | undefined {
  const j = res.json as { code?: unknown; msg?: unknown; data?: unknown } | undefined;
  if (!j || typeof j !== 'object' || Array.isArray(j)) return `not JSON: ${res.text.slice(0, 200)}`;
  if (typeof j.code !== 'string' || !/^\d{6}$/.test(j.code)) return `code is not 6 digits: ${res.text.slice(0, 200)}`;
  if (j.code === SUCCESS_CODE) return `failure with the success code: ${res.text.slice(0, 200)}`;
  if (typeof j.msg !== 'string') return `msg is not a string: ${res.text.slice(0, 200)}`;
  if (!('data' in j)) return `no data field: ${res.text.slice(0, 200)}`;
  return undefined;
}

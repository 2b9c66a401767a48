import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/pg';
import { openDatabase, type DbHandle } from '../connection';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// passes: sqlite postgres

/** An existing install (at 030) upgraded: its orders get what they count in NTD, their rate and, withdrawals, their payout day. */
let handle: DbHandle;
let dataDir: string;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ntd-amounts-migration-'));
  const pg = await createTestDatabase();
  drop = pg?.drop;
  handle = openDatabase({ dataDir, databaseUrl: pg?.url });
});
afterAll(async () => {
  await handle.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('migration 031_order_ntd_amounts', () => {
  it('prices USDT orders at the rate they kept or the rate in force, and gives withdrawals the Taipei day they were made', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was at 030, not today's Database
    const db = handle.db as unknown as Kysely<any>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('030_agent_statements')).error).toBeUndefined();

    // 17:30 UTC on 1 November is 01:30 on 2 November in Taipei.
    const at = new Date(Date.UTC(2026, 10, 1, 17, 30)).toISOString();
    await db.insertInto('settings').values({ key: 'usdtRate', value: '30' }).execute();
    const account = await db
      .insertInto('accounts')
      .values({ username: 'oldplayer', username_key: 'oldplayer', password_hash: 'x', nickname: 'old', avatar: '', language: 'TW', currency: 'NTD', verify_id_card_status: 0, vip_name: 'VIP1', register_date: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = account.id as number;
    const withdrawal = (no: string, currency: string, method: string, amount: number) => ({ order_no: no, account_id: id, method, currency, amount, destination: '****', status: 'processing', created_at: at, updated_at: at });
    await db
      .insertInto('withdraw_orders')
      .values([withdrawal('WD-NTD', 'NTD', 'bank', 1_000_00), withdrawal('WD-USDT', 'USDT', 'usdt', 100_00), withdrawal('WD-NTD-USDT', 'NTD', 'usdt', 2_000_00)])
      .execute();
    const deposit = (no: string, currency: string, method: string, amount: number, receiving: string) => ({
      order_no: no,
      account_id: id,
      channel_code: 'X',
      method,
      currency,
      amount,
      status: 'success',
      receiving,
      created_at: at,
      expires_at: at,
      updated_at: at,
      settled_at: at,
    });
    await db
      .insertInto('deposit_orders')
      .values([
        deposit('DP-BANK', 'NTD', 'bank', 500_00, '{}'),
        deposit('DP-USDT', 'USDT', 'usdt', 10_00, JSON.stringify({ usdt: { network: 'TRC20', address: 'T', usdtAmount: '10.00', rate: '1' } })),
        deposit('DP-NTD-USDT', 'NTD', 'usdt', 3_215_00, JSON.stringify({ usdt: { network: 'TRC20', address: 'T', usdtAmount: '100.00', rate: '32.15' } })),
      ])
      .execute();

    await migrateToLatest(handle.db);
    const withdrawals = await handle.db.selectFrom('withdraw_orders').select(['order_no', 'ntd_amount', 'usdt_rate', 'payout_day']).orderBy('order_no').execute();
    expect(withdrawals.map((w) => [w.order_no, Number(w.ntd_amount), w.usdt_rate, w.payout_day])).toEqual([
      ['WD-NTD', 1_000_00, null, '2026-11-02'],
      ['WD-NTD-USDT', 2_000_00, '30', '2026-11-02'],
      ['WD-USDT', 3_000_00, '30', '2026-11-02'],
    ]);
    const deposits = await handle.db.selectFrom('deposit_orders').select(['order_no', 'ntd_amount', 'usdt_rate']).orderBy('order_no').execute();
    expect(deposits.map((d) => [d.order_no, Number(d.ntd_amount), d.usdt_rate])).toEqual([
      ['DP-BANK', 500_00, null],
      ['DP-NTD-USDT', 3_215_00, '32.15'],
      ['DP-USDT', 300_00, '30'],
    ]);
  });
});

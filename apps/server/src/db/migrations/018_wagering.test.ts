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

/** An existing install (at 016) upgraded: what its players already owe becomes open requirements. */
let handle: DbHandle;
let dataDir: string;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'wagering-migration-'));
  const pg = await createTestDatabase();
  drop = pg?.drop;
  handle = openDatabase({ dataDir, databaseUrl: pg?.url });
});
afterAll(async () => {
  await handle.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('migration 018_wagering', () => {
  it('backfills the deposits and bonuses since the last successful withdrawal, with the multiples of their kind', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was at 016, not today's Database
    const db = handle.db as unknown as Kysely<any>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('016_rate_limits')).error).toBeUndefined();

    const t = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString();
    await db.insertInto('currencies').values({ code: 'NTD', names: '{}', icon: '', is_default: 1, sort: 1, minor_per_major: 100 }).execute();
    const account = await db
      .insertInto('accounts')
      .values({
        username: 'oldplayer',
        username_key: 'oldplayer',
        password_hash: 'x',
        nickname: 'old',
        avatar: '',
        language: 'TW',
        currency: 'NTD',
        verify_id_card_status: 0,
        vip_name: 'VIP1',
        register_date: t(0),
        updated_at: t(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = account.id as number;
    const deposit = (no: string, minute: number, amount: number) => ({
      order_no: no,
      account_id: id,
      channel_code: 'BANK',
      method: 'bank',
      currency: 'NTD',
      amount,
      status: 'success',
      receiving: '{}',
      created_at: t(minute),
      expires_at: t(minute + 60),
      updated_at: t(minute),
      settled_at: t(minute),
    });
    await db.insertInto('deposit_orders').values([deposit('DPT-OLD', 1, 500_00), deposit('DPT-NEW', 10, 2_000_00)]).execute();
    await db
      .insertInto('withdraw_orders')
      .values({ order_no: 'WD-1', account_id: id, method: 'bank', currency: 'NTD', amount: 100_00, destination: '****', status: 'success', created_at: t(5), updated_at: t(5) })
      .execute();
    const wallet = await db.insertInto('wallet_accounts').values({ account_id: id, currency: 'NTD', kind: 'main', balance: 0, updated_at: t(0) }).returning('id').executeTakeFirstOrThrow();
    const entry = (kind: string, reference: string, minute: number, amount: number) => ({
      wallet_account_id: wallet.id as number,
      amount,
      balance_after: 0,
      kind,
      reference,
      idempotency_key: null,
      created_at: t(minute),
    });
    await db
      .insertInto('ledger_entries')
      .values([
        entry('bonus', 'AC-BEFORE', 2, 50_00),
        entry('bonus', 'FRDPT-NEW', 10, 888_00),
        entry('bonus', 'activityReward:7', 11, 18_00),
        entry('rebate', 'VIPRB20261101', 12, 3_00),
        entry('couponExchange', 'VX1', 13, 10_00),
        entry('bonus', 'INV42', 14, 100_00),
        entry('rebate', 'AC-REBATE', 15, 1_00),
        entry('bonus', 'AC-HAND', 16, 20_00),
      ])
      .execute();

    await migrateToLatest(handle.db);
    const rows = await handle.db
      .selectFrom('turnover_requirements')
      .select(['source', 'reference', 'amount', 'multiple', 'required', 'status'])
      .where('account_id', '=', id)
      .orderBy('started_at')
      .execute();
    // Before the withdrawal at minute 5: nothing (the old deposit and bonus were spent by it).
    expect(rows.map((r) => [r.source, r.reference, Number(r.amount), r.multiple, Number(r.required), r.status])).toEqual([
      ['deposit', 'DPT-NEW', 2_000_00, 1, 2_000_00, 'open'],
      ['firstRecharge', 'FRDPT-NEW', 888_00, 10, 8_880_00, 'open'],
      ['activityReward', 'activityReward:7', 18_00, 5, 90_00, 'open'],
      ['rebate', 'VIPRB20261101', 3_00, 1, 3_00, 'open'],
      ['couponExchange', 'VX1', 10_00, 3, 30_00, 'open'],
      ['invite', 'INV42', 100_00, 5, 500_00, 'open'],
      ['operatorRebate', 'AC-REBATE', 1_00, 1, 1_00, 'open'],
      ['operatorBonus', 'AC-HAND', 20_00, 5, 100_00, 'open'],
    ]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/pg';
import { openDatabase, type DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import type { Database } from '../db/schema';
import { seed } from './seed';
import { CATALOGUE } from '../domain/catalogue';

// passes: sqlite postgres

const TABLES: Array<keyof Database> = [
  'languages',
  'currencies',
  'country_codes',
  'dynamic_data',
  'process_data',
  'maintenance',
  'proxies',
  'app_versions',
  'customer_links',
  'adverts',
  'marquees',
  'avatars',
  'dialog_items',
  'float_activities',
  'brand_logos',
  'settings',
  'game_types',
  'game_channels',
  'sub_game_categories',
  'error_codes',
  'accounts',
  'messages',
  'games',
  'sub_games',
  'wallet_accounts',
  'ledger_entries',
  'banks',
  'deposit_channels',
];

let handle: DbHandle;
let dataDir: string;
let drop: (() => Promise<void>) | undefined;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await handle.db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'seed-test-'));
  const pg = await createTestDatabase();
  drop = pg?.drop;
  handle = openDatabase({ dataDir, databaseUrl: pg?.url });
});
afterAll(async () => {
  await handle.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('migrations and seed', () => {
  it('migrate twice: the second run has nothing to do', async () => {
    // Every migration of the index, in order (each issue adds its own file there).
    expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('seed is idempotent: a second and third run change no count', async () => {
    await seed(handle.db);
    const first = await counts();
    for (const table of TABLES) expect(first[table], table).toBeGreaterThan(0);
    await seed(handle.db);
    await seed(handle.db);
    expect(await counts()).toEqual(first);
    expect(first.error_codes).toBe(CATALOGUE.length);
    expect(first.maintenance).toBe(1);
  });

  it('keeps what an operator changed, inserts only what is missing', async () => {
    await handle.db.updateTable('marquees').set({ content: 'edited' }).where('slug', '=', 'welcome').where('language', '=', 'EN').execute();
    await handle.db.deleteFrom('avatars').where('id', '=', 3).execute();
    await handle.db.updateTable('maintenance').set({ enabled: 1 }).where('id', '=', 1).execute();
    await seed(handle.db);
    const edited = await handle.db.selectFrom('marquees').select('content').where('slug', '=', 'welcome').where('language', '=', 'EN').executeTakeFirstOrThrow();
    expect(edited.content).toBe('edited');
    expect(await handle.db.selectFrom('avatars').select('id').where('id', '=', 3).executeTakeFirst()).toBeDefined();
    const m = await handle.db.selectFrom('maintenance').select('enabled').executeTakeFirstOrThrow();
    expect(m.enabled).toBe(1);
  });

  it('seeds no demo player when demo data is off (production), and the reference data still', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-prod-'));
    const prod = openDatabase({ dataDir: dir });
    try {
      await migrateToLatest(prod.db);
      await seed(prod.db, { demo: false });
      expect(await prod.db.selectFrom('accounts').select('id').execute()).toEqual([]);
      expect(await prod.db.selectFrom('wallet_accounts').select('id').execute()).toEqual([]);
      const levels = await prod.db.selectFrom('vip_levels').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(levels.n)).toBeGreaterThan(0);
      const games = await prod.db.selectFrom('games').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(games.n)).toBeGreaterThan(0);
    } finally {
      await prod.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('brings catalogue texts up to date (they belong to the code)', async () => {
    await handle.db.updateTable('error_codes').set({ desc_en: 'stale' }).where('error_code', '=', '000404').execute();
    await seed(handle.db);
    const row = await handle.db.selectFrom('error_codes').select('desc_en').where('error_code', '=', '000404').executeTakeFirstOrThrow();
    expect(row.desc_en).toBe('The requested resource was not found');
  });
});

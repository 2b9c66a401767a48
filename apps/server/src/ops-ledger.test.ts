import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpsFindings, runOps } from './ops-commands';
import { auditLedger } from './services/wallet/ledger-audit';
import { fund, newPlayer, type Player } from './test/fund';
import { idem } from './test/games';
import { startTestServer, type TestServer } from './test/harness';

// passes: sqlite postgres

/**
 * Issue 33, finding 11: `npm run ops -- ledger audit` runs the whole-ledger audit the fault tests use and
 * exits non-zero on a finding; an Idempotency-Key is a player's own (idempotency_keys is keyed by account
 * and key), so two players sending the same key is not a double move, one player's key moving money
 * twice still is.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const target = () => ({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
const transfer = (p: Player, key: string, amount: string) =>
  server.call(walletApi.transfer, { token: p.token, headers: idem(key), body: { from: 'main', to: 'PG', amount, currency: 'NTD' } });

/** The command in its own process, as `npm run ops -- ledger audit` runs it: its exit code and output. */
async function opsProcess(): Promise<{ code: number; stdout: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.dataDir };
  if (server.databaseUrl) env.DATABASE_URL = server.databaseUrl;
  else delete env.DATABASE_URL;
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/ops.ts', 'ledger', 'audit'], { cwd: repoRoot, env }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code?: number; stdout?: string }) => ({ code: error.code ?? -1, stdout: error.stdout ?? '' }),
  );
}

describe('npm run ops -- ledger audit', () => {
  let first: Player;
  let second: Player;
  const shared = 'same-key-two-players';

  beforeAll(async () => {
    first = await newPlayer(server);
    second = await newPlayer(server);
    await fund(server, first, '100.00');
    await fund(server, second, '100.00');
  });

  it('does not call two players using the same Idempotency-Key a double move', async () => {
    await transfer(first, shared, '10');
    await transfer(second, shared, '20');
    const audit = await auditLedger(server.app.site.db);
    // Tried: 1 (two players, one key); called a double move: 1 before, 0 now.
    expect(audit.doubleMoves).toEqual([]);
    expect(audit.mismatches).toEqual([]);
  });

  it('prints the audit when it finds nothing (the command then exits 0, as every command that succeeds)', async () => {
    expect(await runOps(['ledger', 'audit'], target())).toMatch(/^ledger audit: \d+ entries, \d+ wallets: no findings$/);
  });

  it("still finds one player's key moving money twice, prints it and exits 1", async () => {
    const db = server.app.site.db;
    // A second movement under a key the player already used: what a replay store that failed would leave.
    const wallet = await db.selectFrom('wallet_accounts').select(['id', 'balance']).where('account_id', '=', first.id).where('kind', '=', 'main').executeTakeFirstOrThrow();
    const balance = Number(wallet.balance) + 500;
    await db
      .insertInto('ledger_entries')
      .values({ wallet_account_id: wallet.id, amount: 500, balance_after: balance, kind: 'bonus', reference: 'TEST-DOUBLE', idempotency_key: shared, created_at: new Date().toISOString() })
      .execute();
    await db.updateTable('wallet_accounts').set({ balance }).where('id', '=', wallet.id).execute();

    expect((await auditLedger(db)).doubleMoves).toEqual([`${first.id}:${shared}`]);
    const failed = await runOps(['ledger', 'audit'], target()).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(OpsFindings);
    expect((failed as Error).message.split('\n')).toEqual([
      expect.stringMatching(/^ledger audit: \d+ entries, \d+ wallets: 1 finding$/),
      "double moves (one player's key moving money twice; account:key): 1",
      `  ${first.id}:${shared}`,
    ]);
    const run = await opsProcess();
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`${first.id}:${shared}`);
    expect(run.stdout).not.toContain(`${second.id}:${shared}`);
  });
});

import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { fundApi, staffQueueCounts } from '@site/contract';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { idem } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';
import { enrolledStaff, type TestStaff } from '../test/staff';
import { staffStream } from '../test/staff-stream';

// passes: sqlite postgres

/**
 * Issue 37: the back office's live channel follows a decision made by `npm run ops` in its own process (on SQLite the
 * commit seen through PRAGMA data_version, on PostgreSQL its NOTIFY).
 */

let server: TestServer;
let finance: TestStaff;
beforeAll(async () => {
  server = await startTestServer();
  finance = await enrolledStaff(server, ['finance']);
});
afterAll(async () => {
  await server.close();
});

describe('the staff live channel and npm run ops', () => {
  it('follows `npm run ops -- fund approve deposit` run in its own process (SQLite: the commit seen; PostgreSQL: NOTIFY)', async () => {
    const stream = await staffStream(server, finance.token);
    const before = staffQueueCounts.parse(await stream.until('queues')).deposit.waiting;
    const { p, cardId } = await aPlayer(server, { card: true });
    const order = await server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000', cardId } });
    // Other changes (the card bound by aPlayer) may send the lists before the deposit is in them.
    await stream.until('queues', (c) => c.deposit.waiting === before + 1);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.dataDir };
    if (server.databaseUrl) env.DATABASE_URL = server.databaseUrl;
    else delete env.DATABASE_URL;
    const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/ops.ts', 'fund', 'approve', 'deposit', order.orderNo], { cwd: repoRoot, env });
    await stream.until('queues', (c) => c.deposit.waiting === before);
    stream.close();
  }, 30_000);
});

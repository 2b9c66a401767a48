import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops-commands';
import { accountIdOf } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { housekeeping, RETENTION } from './housekeeping';

// passes: sqlite

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const MINUTE = 60_000;

describe('housekeeping', () => {
  it('deletes spent idempotency keys, old outbox rows and expired captchas, keeping what is still in use and every ledger row', async () => {
    const db = server.app.site.db;
    const accountId = await accountIdOf(server, 'demo01');
    const ledgerBefore = await db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await db
      .insertInto('idempotency_keys')
      .values([
        { account_id: accountId, key: 'old-key', scope: 'transfer', request_hash: 'h', response: '{}', created_at: iso(RETENTION.idempotencyKeys + MINUTE) },
        { account_id: accountId, key: 'fresh-key', scope: 'transfer', request_hash: 'h', response: '{}', created_at: iso(MINUTE) },
      ])
      .execute();
    const outboxRow = (createdAgo: number) => ({
      channel: 'sms',
      attempts: 0,
      country_code: '886',
      telephone: '912000111',
      request_type: 1,
      code: '123456',
      uuid: `hk-${createdAgo}`,
      device_id: 'hk-device',
      created_at: iso(createdAgo),
      expires_at: iso(createdAgo - 5 * MINUTE),
    });
    await db.insertInto('sms_outbox').values([outboxRow(RETENTION.outbox + MINUTE), outboxRow(MINUTE)]).execute();

    const report = await housekeeping(db);
    expect(report.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(report.outbox).toBeGreaterThanOrEqual(1);
    const keys = await db.selectFrom('idempotency_keys').select('key').where('account_id', '=', accountId).execute();
    expect(keys.map((k) => k.key)).toContain('fresh-key');
    expect(keys.map((k) => k.key)).not.toContain('old-key');
    const outbox = await db.selectFrom('sms_outbox').select('uuid').where('device_id', '=', 'hk-device').execute();
    expect(outbox.map((o) => o.uuid)).toEqual([`hk-${MINUTE}`]);
    const ledgerAfter = await db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(ledgerAfter.n)).toBe(Number(ledgerBefore.n));
  });

  it('deletes rate-limit windows older than an hour, keeping the current ones', async () => {
    const db = server.app.site.db;
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'POST /old|10.0.0.1', count: 3, window_start: Date.now() - RETENTION.rateLimits - MINUTE },
        { key: 'POST /now|10.0.0.1', count: 1, window_start: Date.now() - MINUTE },
      ])
      .execute();
    expect((await housekeeping(db)).rateLimits).toBeGreaterThanOrEqual(1);
    const keys = (await db.selectFrom('rate_limits').select('key').where('key', 'like', 'POST /%|10.0.0.1').execute()).map((r) => r.key);
    expect(keys).toEqual(['POST /now|10.0.0.1']);
  });

  it('runs from the ops command and says what it deleted', async () => {
    const out = await runOps(['housekeeping'], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    expect(out).toMatch(/^deleted: idempotencyKeys \d+, outbox \d+, captchas \d+, tickets \d+, lineStates \d+, sessions \d+, loginFailures \d+, rateLimits \d+; timed out: deposit orders \d+$/);
  });
});

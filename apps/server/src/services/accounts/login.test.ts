import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/harness';
import { LOCKOUT, loginByAccount } from './login';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;

/** The error codes of a batch of concurrent logins, counted (`ok` for a success). */
async function outcomes(attempts: Array<{ username: string; pwd: string; address: string }>): Promise<Record<string, number>> {
  const results = await Promise.allSettled(attempts.map((a) => loginByAccount(db(), { username: a.username, pwd: a.pwd }, 'device-1', a.address)));
  const counts: Record<string, number> = {};
  for (const r of results) {
    const key = r.status === 'fulfilled' ? 'ok' : String((r.reason as { code?: string }).code);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('login lockout', () => {
  it('55 concurrent wrong passwords: only the first five are checked, the rest are refused as locked', async () => {
    await registerPlayer(server, 'race0001', 'pass1234');
    const counts = await outcomes(Array.from({ length: 55 }, () => ({ username: 'race0001', pwd: 'wrong123', address: '10.0.0.1' })));
    // Four "wrong password" answers, then the fifth failure locks; the other fifty never reach the password.
    expect(counts).toEqual({ '012001': LOCKOUT.failures - 1, '012002': 55 - (LOCKOUT.failures - 1) });
    const guard = await db().selectFrom('login_guards').selectAll().where('username_key', '=', 'race0001').executeTakeFirstOrThrow();
    expect(guard.failures).toBe(55);
  });

  it('a correct password sent after 40 concurrent wrong ones is refused, not let in', async () => {
    await registerPlayer(server, 'race0002', 'pass1234');
    const attempts = Array.from({ length: 40 }, () => ({ username: 'race0002', pwd: 'wrong123', address: '10.0.0.2' }));
    attempts.push({ username: 'race0002', pwd: 'pass1234', address: '10.0.0.2' });
    const counts = await outcomes(attempts);
    expect(counts.ok).toBeUndefined();
    expect(counts['012001']).toBe(LOCKOUT.failures - 1);
  });

  it("a stranger's failures from another address do not lock the player out", async () => {
    await registerPlayer(server, 'race0003', 'pass1234');
    await outcomes(Array.from({ length: 10 }, () => ({ username: 'race0003', pwd: 'wrong123', address: '203.0.113.9' })));
    await expect(loginByAccount(db(), { username: 'race0003', pwd: 'wrong123' }, 'device-1', '203.0.113.9')).rejects.toMatchObject({ code: '012002' });
    const result = await loginByAccount(db(), { username: 'race0003', pwd: 'pass1234' }, 'device-1', '198.51.100.7');
    expect(result.token).toBeTruthy();
  });

  it('a success clears its own address only; an expired window starts again at one', async () => {
    await registerPlayer(server, 'race0004', 'pass1234');
    await outcomes([
      { username: 'race0004', pwd: 'wrong123', address: '10.0.0.4' },
      { username: 'race0004', pwd: 'wrong123', address: '10.0.0.5' },
    ]);
    await loginByAccount(db(), { username: 'race0004', pwd: 'pass1234' }, 'device-1', '10.0.0.4');
    const rows = await db().selectFrom('login_guards').select(['address', 'failures']).where('username_key', '=', 'race0004').execute();
    expect(rows).toEqual([{ address: '10.0.0.5', failures: 1 }]);
    await db().updateTable('login_guards').set({ window_start: new Date(Date.now() - LOCKOUT.windowMs - 1000).toISOString(), failures: 9 }).where('username_key', '=', 'race0004').execute();
    await expect(loginByAccount(db(), { username: 'race0004', pwd: 'wrong123' }, 'device-1', '10.0.0.5')).rejects.toMatchObject({
      code: '012001',
      data: { remainingAttempts: LOCKOUT.failures - 1 },
    });
  });
});

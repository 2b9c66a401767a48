import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { createStaff } from './members';
import { authenticateStaff, issueStaffToken, STAFF_SESSION } from './sessions';

// passes: sqlite

/**
 * A staff session's own limits (issue 37) on a clock the test moves (the `now` each call is given): idle 15
 * minutes, at most 8 hours however busy, and a login ticket is never a session.
 */

let server: TestServer;
let staffId = 0;
const db = () => server.app.site.db;
const MINUTE = 60_000;
const T0 = new Date('2026-11-28T01:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const codeOf = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code ?? String(e));

beforeAll(async () => {
  server = await startTestServer();
  staffId = (await createStaff(db(), { ops: true }, { name: 'clockstaff', roles: ['support'], password: 'clock-staff-1234' })).id;
});

afterAll(async () => {
  await server.close();
});

describe('staff sessions', () => {
  it('end after 15 idle minutes; each call starts the idle clock again', async () => {
    const { token } = await issueStaffToken(db(), staffId, 'session', '127.0.0.1', T0);
    expect(await codeOf(authenticateStaff(db(), token, undefined, at(14 * MINUTE)))).toBe('ok');
    expect(await codeOf(authenticateStaff(db(), token, undefined, at(28 * MINUTE)))).toBe('ok');
    expect(await codeOf(authenticateStaff(db(), token, undefined, at(28 * MINUTE + STAFF_SESSION.idleMs)))).toBe('001003');
  });

  it('end 8 hours after the login even when used every 10 minutes', async () => {
    const { token, expiresAt } = await issueStaffToken(db(), staffId, 'session', '127.0.0.1', T0);
    expect(expiresAt).toBe(at(8 * 60 * MINUTE).toISOString());
    let last = 'ok';
    let minute = 0;
    for (; minute < 8 * 60; minute += 10) {
      last = await codeOf(authenticateStaff(db(), token, undefined, at(minute * MINUTE)));
      if (last !== 'ok') break;
    }
    expect(last).toBe('ok');
    expect(await codeOf(authenticateStaff(db(), token, undefined, at(8 * 60 * MINUTE)))).toBe('001003');
  });

  it('a login ticket opens no call, and a member without the role is refused with the contract code', async () => {
    const { token: ticket } = await issueStaffToken(db(), staffId, 'ticket', '127.0.0.1', T0);
    expect(await codeOf(authenticateStaff(db(), ticket, undefined, at(MINUTE)))).toBe('001002');
    const { token } = await issueStaffToken(db(), staffId, 'session', '127.0.0.1', T0);
    expect(await codeOf(authenticateStaff(db(), token, ['admin'], at(MINUTE)))).toBe('081001');
    expect(await codeOf(authenticateStaff(db(), token, ['admin', 'support'], at(MINUTE)))).toBe('ok');
  });
});

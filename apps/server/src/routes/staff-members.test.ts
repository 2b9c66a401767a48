import { STAFF_ERROR_CODES, staffApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops-commands';
import { startTestServer, type TestServer } from '../test/harness';
import { enrolledStaff, staffLogin, type TestStaff } from '../test/staff';

// passes: sqlite postgres

/** Issue 37: the admin lets a locked member in again and enables a disabled one; each act audited with before and after. */

let server: TestServer;
let admin: TestStaff;
beforeAll(async () => {
  server = await startTestServer({ sensitiveRateLimitMax: 1_000_000 });
  admin = await enrolledStaff(server, ['admin']);
});
afterAll(async () => {
  await server.close();
});

const listed = async (id: number) => (await server.call(staffApi.list, { token: admin.token, query: { size: 200 } })).records.find((m) => m.id === id);
const lastAudit = async (action: string, id: number) => (await server.call(staffApi.audit, { token: admin.token, query: { action, staffId: admin.id } })).records.find((r) => r.subjectId === String(id));

describe('unlocking a member', () => {
  it('the list shows the lock; the admin ends it and the member logs in with a right code at once', async () => {
    const member = await enrolledStaff(server, ['risk']);
    const { ticket } = await server.call(staffApi.login, { body: { name: member.name, pwd: member.password } });
    for (let i = 0; i < 5; i++) await server.fail(staffApi.loginCode, { body: { ticket, code: '000000' } });
    expect((await server.fail(staffApi.login, { body: { name: member.name, pwd: member.password } })).code).toBe(STAFF_ERROR_CODES.locked);
    expect((await listed(member.id))?.lockedUntil).toEqual(expect.any(String));

    const unlocked = await server.call(staffApi.unlock, { token: admin.token, params: { id: member.id } });
    expect(unlocked).toMatchObject({ id: member.id, lockedUntil: null });
    expect((await listed(member.id))?.lockedUntil).toBeNull();
    expect(await staffLogin(server, member)).toEqual(expect.any(String));
    expect(await lastAudit('staff.unlock', member.id)).toMatchObject({ actor: `staff:${admin.name}`, before: { lockedUntil: expect.any(String), failures: expect.any(Number) }, after: { lockedUntil: null, failures: 0 } });
  });

  it('an unknown member is 081007, and only an admin may unlock', async () => {
    expect((await server.fail(staffApi.unlock, { token: admin.token, params: { id: 999_999 } })).code).toBe(STAFF_ERROR_CODES.staffNotFound);
    const support = await enrolledStaff(server, ['support']);
    expect(await server.fail(staffApi.unlock, { token: support.token, params: { id: admin.id } })).toMatchObject({ status: 403, code: STAFF_ERROR_CODES.roleRefused });
  });
});

describe('enabling a member again', () => {
  it('a disabled member is refused at the password; enabled, logs in with the same password and two-factor', async () => {
    const member = await enrolledStaff(server, ['finance']);
    await server.call(staffApi.disable, { token: admin.token, params: { id: member.id } });
    expect((await server.fail(staffApi.login, { body: { name: member.name, pwd: member.password } })).status).toBeGreaterThanOrEqual(400);

    const enabled = await server.call(staffApi.enable, { token: admin.token, params: { id: member.id } });
    expect(enabled).toMatchObject({ id: member.id, disabled: false, enrolled: true, lockedUntil: null });
    expect(await staffLogin(server, member)).toEqual(expect.any(String));
    expect(await lastAudit('staff.enable', member.id)).toMatchObject({ before: { disabled: true }, after: { disabled: false } });
  });
});

describe('the same by `npm run ops -- staff enable|unlock`', () => {
  it('unlocks and enables with the same services and audit rows, actor ops; the list names the lock', async () => {
    const ops = (...args: string[]) => runOps(args, { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    const member = await enrolledStaff(server, ['support']);
    for (let i = 0; i < 5; i++) await server.fail(staffApi.login, { body: { name: member.name, pwd: 'wrong-password' } });
    expect(await ops('staff', 'list')).toMatch(new RegExp(`${member.name} .* LOCKED until \\S+`));
    expect(await ops('staff', 'unlock', member.name)).toBe(`staff ${member.name} unlocked`);
    expect(await staffLogin(server, member)).toEqual(expect.any(String));
    await ops('staff', 'disable', member.name);
    expect(await ops('staff', 'enable', member.name)).toBe(`staff ${member.name} enabled`);
    const rows = await server.app.site.db.selectFrom('audit_log').select(['action', 'actor']).where('subject_id', '=', String(member.id)).where('action', 'in', ['staff.unlock', 'staff.enable']).orderBy('id').execute();
    expect(rows).toEqual([
      { action: 'staff.unlock', actor: 'ops' },
      { action: 'staff.enable', actor: 'ops' },
    ]);
    await expect(ops('staff', 'unlock', 'nobody-here')).rejects.toThrow(/no staff member nobody-here/);
  });
});
